import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * The ticket-code reload spec's own customer per language, written into the e2e server's
 * throw-away SQLite file (as confirmations-seed.ts does): registered in the app, with a ticket
 * waiting for their answer to an officer's question. Its own IDs and phones, so no other spec
 * meets them (a code asked for here starts the minute before another may be sent).
 */
export function seedTicketCodeCase(lang: 'ar' | 'en') {
  const nationalId = lang === 'ar' ? '1260500002' : '2260500000';
  const phone = lang === 'ar' ? '0502605001' : '0502605002';
  const name = lang === 'ar' ? 'نورة خالد الشمري' : 'Noura Khalid Alshammari';
  const waiting = `TKK${lang.toUpperCase()}W0001`;
  const now = Date.now();
  const at = (daysAgo: number) => new Date(now - daysAgo * 86_400_000).toISOString();
  const e164 = `+966${phone.slice(1)}`;
  const db = new Database(
    path.join(process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'waha-e2e'), 'server.db'),
  );
  db.pragma('busy_timeout = 5000');
  db.transaction(() => {
    db.prepare(
      `INSERT OR IGNORE INTO core_customers (national_id, name_ar, name_en, phone, language,
      app_registered, active, created_at) VALUES (?, ?, ?, ?, ?, 1, 1, ?)`,
    ).run(nationalId, name, name, e164, lang, at(400));
    db.prepare(
      `INSERT OR IGNORE INTO tickets (id, national_id, name, email, phone, category, request_type,
      transaction_number, description, status, language, assignee_id, open_key, response, resolution,
      created_at, updated_at, target_at, solved_at, escalated_at, closed_at) VALUES (?, ?, ?,
      'noura@example.com', ?, 'inquiry', 'other', NULL, 'How do I change my mobile number?',
      'awaiting_customer', ?, NULL, ?, NULL, NULL, ?, ?, ?, NULL, NULL, NULL)`,
    ).run(waiting, nationalId, name, e164, lang, `${nationalId}:other`, at(2), at(1), at(-5));
    const event = db.prepare(`INSERT OR IGNORE INTO ticket_events (id, ticket_id, action, from_status,
      status, actor, actor_id, text, created_at) VALUES (?, ?, ?, ?, ?, ?, NULL, NULL, ?)`);
    event.run(`${waiting}-submit`, waiting, 'submit', null, 'open', 'customer', at(2));
    event.run(`${waiting}-ask`, waiting, 'ask', 'open', 'awaiting_customer', 'employee', at(1));
    db.prepare(
      `INSERT OR IGNORE INTO ticket_notes (id, ticket_id, staff_id, staff_label, text, needs_reply,
      reply, replied_at, created_at) VALUES (?, ?, 'seed', 'Support', ?, 1, NULL, NULL, ?)`,
    ).run(`${waiting}-note`, waiting, 'Which number should we use?', at(1));
  })();
  db.close();
  return { nationalId, waiting };
}
