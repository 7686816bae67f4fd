import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

export interface WaitingTicketCase {
  lang: 'ar' | 'en';
  nationalId: string;
  /** 05XXXXXXXX */
  phone: string;
  name: string;
  email: string;
  /** The ticket's id (10 characters). */
  waiting: string;
  description: string;
  /** The officer's question the customer is to answer. */
  question: string;
}

/**
 * A spec's own customer, written into the e2e server's throw-away SQLite file: registered in the
 * app, with a ticket (type `other`) waiting for their answer to an officer's question. Each spec
 * passes its own IDs and phones, so no other spec meets them.
 */
export function seedWaitingTicket(c: WaitingTicketCase): void {
  const now = Date.now();
  const at = (daysAgo: number) => new Date(now - daysAgo * 86_400_000).toISOString();
  const e164 = `+966${c.phone.slice(1)}`;
  const db = new Database(
    path.join(process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'waha-e2e'), 'server.db'),
  );
  db.pragma('busy_timeout = 5000');
  db.transaction(() => {
    db.prepare(
      `INSERT OR IGNORE INTO core_customers (national_id, name_ar, name_en, phone, language,
      app_registered, active, created_at) VALUES (?, ?, ?, ?, ?, 1, 1, ?)`,
    ).run(c.nationalId, c.name, c.name, e164, c.lang, at(400));
    db.prepare(
      `INSERT OR IGNORE INTO tickets (id, national_id, name, email, phone, category, request_type,
      transaction_number, description, status, language, assignee_id, open_key, response, resolution,
      created_at, updated_at, target_at, solved_at, escalated_at, closed_at) VALUES (?, ?, ?, ?, ?,
      'inquiry', 'other', NULL, ?, 'awaiting_customer', ?, NULL, ?, NULL, NULL, ?, ?, ?, NULL, NULL, NULL)`,
    ).run(
      c.waiting,
      c.nationalId,
      c.name,
      c.email,
      e164,
      c.description,
      c.lang,
      `${c.nationalId}:other`,
      at(2),
      at(1),
      at(-5),
    );
    const event = db.prepare(`INSERT OR IGNORE INTO ticket_events (id, ticket_id, action, from_status,
      status, actor, actor_id, text, created_at) VALUES (?, ?, ?, ?, ?, ?, NULL, NULL, ?)`);
    event.run(`${c.waiting}-submit`, c.waiting, 'submit', null, 'open', 'customer', at(2));
    event.run(`${c.waiting}-ask`, c.waiting, 'ask', 'open', 'awaiting_customer', 'employee', at(1));
    db.prepare(
      `INSERT OR IGNORE INTO ticket_notes (id, ticket_id, staff_id, staff_label, text, needs_reply,
      reply, replied_at, created_at) VALUES (?, ?, 'seed', 'Support', ?, 1, NULL, NULL, ?)`,
    ).run(`${c.waiting}-note`, c.waiting, c.question, at(1));
  })();
  db.close();
}
