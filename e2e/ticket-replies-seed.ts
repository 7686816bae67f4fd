import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * The customer side and canned replies spec's own people and tickets, written into the e2e
 * server's throw-away SQLite file (as ticket-queue-seed.ts does): per language a registered
 * customer with a *solved* ticket awaiting their yes/no (app_issue), an open Urdu ticket (other)
 * for the officer to answer, and one canned reply. Its own IDs, so no other spec meets them.
 */
export function seedRepliesCase(lang: 'ar' | 'en') {
  const up = lang.toUpperCase();
  const nationalId = lang === 'ar' ? '1302000003' : '2302000001';
  const phone = lang === 'ar' ? '0502302001' : '0502302002';
  const name = 'Imran Qureshi';
  const solved = `TKR${up}S01`;
  const urdu = `TKR${up}U01`;
  const code = `late-${lang}`;
  const now = Date.now();
  const at = (daysAgo: number) => new Date(now - daysAgo * 86_400_000).toISOString();
  const db = new Database(
    path.join(process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'waha-e2e'), 'server.db'),
  );
  db.pragma('busy_timeout = 5000');
  const ticket = db.prepare(`INSERT OR IGNORE INTO tickets (id, national_id, name, email, phone, category,
    request_type, transaction_number, description, status, language, assignee_id, open_key, response, resolution,
    created_at, updated_at, target_at, solved_at, escalated_at, closed_at) VALUES (@id, @nid, @name,
    'imran@example.com', @e164, 'complaint', @type, NULL, @text, @status, 'ur', NULL, @key, @response, NULL,
    @created, @created, @target, @solvedAt, NULL, NULL)`);
  const event = db.prepare(`INSERT OR IGNORE INTO ticket_events (id, ticket_id, action, from_status, status,
    actor, actor_id, text, created_at) VALUES (@id || @action, @id, @action, @from, @status, @actor, NULL, NULL, @at)`);
  const e164 = `+966${phone.slice(1)}`;
  db.transaction(() => {
    db.prepare(
      `INSERT OR IGNORE INTO core_customers (national_id, name_ar, name_en, phone, language,
      app_registered, active, created_at) VALUES (?, ?, ?, ?, 'ur', 1, 1, ?)`,
    ).run(nationalId, name, name, e164, at(400));
    const base = { nid: nationalId, name, e164, created: at(3), target: at(-4) };
    ticket.run({
      ...base,
      id: solved,
      type: 'app_issue',
      text: 'The app logs me out.',
      status: 'solved',
      key: null,
      response: 'Please update the app.',
      solvedAt: at(1),
    });
    ticket.run({
      ...base,
      id: urdu,
      type: 'other',
      text: 'میری رقم ابھی تک نہیں پہنچی۔',
      status: 'open',
      key: `${nationalId}:other`,
      response: null,
      solvedAt: null,
    });
    for (const id of [solved, urdu])
      event.run({ id, action: 'submit', from: null, status: 'open', actor: 'customer', at: at(3) });
    event.run({ id: solved, action: 'solve', from: 'open', status: 'solved', actor: 'employee', at: at(1) });
    db.prepare(
      `INSERT OR IGNORE INTO canned_replies (id, code, title, text_ar, text_en, text_ur, created_at,
      updated_at, updated_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'seed')`,
    ).run(
      `00000000-0000-4000-8000-00000000230${lang === 'ar' ? 1 : 2}`,
      code,
      `Late transfer ${lang}`,
      'عزيزي {{name}}، طلبك {{ticket}} قيد المتابعة.',
      'Dear {{name}}, ticket {{ticket}} is in hand.',
      'محترم {{name}}، درخواست {{ticket}} پر کام جاری ہے۔',
      at(2),
      at(2),
    );
  })();
  db.close();
  const urduText = `محترم ${name}، درخواست ${urdu} پر کام جاری ہے۔`;
  return { nationalId, phone, name, solved, urdu, code, urduText };
}
