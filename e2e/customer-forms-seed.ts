import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * The forms-input spec's own customers, written into the e2e server's throw-away SQLite file (as
 * confirmations-seed.ts does), with IDs and phones no other spec uses:
 * - `ar`/`en`: one "kyc-update" form to fill (every kind of field) and one approved form;
 * - `decided`: only forms already approved or rejected, nothing to fill (issue 26: they still log
 *   in to read their history).
 */
export function seedFormsCustomer(who: 'ar' | 'en' | 'decided') {
  const { nationalId, phone, name } = {
    ar: { nationalId: '1306000009', phone: '0502306001', name: 'نورة خالد الشهري' },
    en: { nationalId: '2306000007', phone: '0502306002', name: 'Anil Joseph Mathew' },
    decided: { nationalId: '1306000017', phone: '0502306003', name: 'Khalid Saad Alharbi' },
  }[who];
  const tag = `${who}${nationalId.slice(-4)}`;
  const now = Date.now();
  const at = (daysAgo: number) => new Date(now - daysAgo * 86_400_000).toISOString();
  const db = new Database(
    path.join(process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'waha-e2e'), 'server.db'),
  );
  db.pragma('busy_timeout = 5000');
  const form = db.prepare(
    `INSERT OR IGNORE INTO customer_forms (id, form_id, national_id, transfer_number, status,
    assigned_at, completed_at, answers, rejection_reason, result_file_key, result_file_name,
    updated_at) VALUES (?, ?, ?, NULL, ?, ?, ?, ?, ?, NULL, NULL, ?)`,
  );
  const decided = (id: string, status: 'approved' | 'rejected', days: number, reason: string | null) =>
    form.run(
      id,
      'source-of-funds',
      nationalId,
      status,
      at(days + 2),
      at(days),
      '{"source":"Salary"}',
      reason,
      at(days),
    );
  const kyc = `e2eKyc${tag}`;
  db.transaction(() => {
    db.prepare(
      `INSERT OR IGNORE INTO core_customers (national_id, name_ar, name_en, phone, language,
      app_registered, active, created_at) VALUES (?, ?, ?, ?, ?, 1, 1, ?)`,
    ).run(nationalId, name, name, `+966${phone.slice(1)}`, who === 'ar' ? 'ar' : 'en', at(400));
    if (who === 'decided') {
      decided(`e2eApp${tag}`, 'approved', 5, null);
      decided(`e2eRej${tag}`, 'rejected', 9, 'The document was not readable.');
    } else {
      form.run(kyc, 'kyc-update', nationalId, 'assigned', at(1), null, null, null, at(1));
      decided(`e2eApp${tag}`, 'approved', 5, null);
    }
  })();
  db.close();
  return { nationalId, phone, kyc };
}
