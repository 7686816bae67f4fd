import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * One waiting row on each queue desk the demo seed leaves empty (call-backs, contact messages,
 * remittance requests), named by `stamp` (digits), written into the e2e server's own throw-away SQLite
 * file the way the forms write them: the public forms allow a client a few an hour.
 */
export function seedQueueRows(stamp: string): { name: string; reference: string } {
  const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'waha-e2e');
  const db = new Database(path.join(dataDir, 'server.db'));
  db.pragma('busy_timeout = 5000');
  const now = new Date().toISOString();
  // An Arabic name, as most customers here write theirs: the Arabic walk of every desk
  // (staff-routes-wording.spec.ts) reads row labels such as "تحديد <name>" and refuses Latin words.
  const name = `طابور ${stamp}`;
  // Upper-case letters and digits, as the request references are.
  const reference = `Q${stamp.toUpperCase().replace(/[^A-Z0-9]/g, '')}`.slice(0, 12);
  db.transaction(() => {
    db.prepare(
      `INSERT INTO call_requests (id, name, phone, language, description, status, created_at,
        updated_at, updated_by, assignee_id)
        VALUES (?, ?, '+966500000031', 'en', 'Please call back', 'new', ?, NULL, NULL, NULL)`,
    ).run(randomUUID(), name, now);
    db.prepare(
      `INSERT INTO contact_messages (id, name, email, message, language, status, created_at)
        VALUES (?, ?, 'queue@example.com', 'Hello from the queue spec', 'en', 'new', ?)`,
    ).run(randomUUID(), name, now);
    db.prepare(
      `INSERT INTO remittance_requests (reference, service, transfer_number, national_id, details,
        status, language, created_at, updated_at, pending_key)
        VALUES (?, 'cancel', '2100000031', '2100000005', ?, 'submitted', 'en', ?, ?, NULL)`,
    ).run(reference, JSON.stringify({ reason: 'Sent twice' }), now, now);
  })();
  db.close();
  return { name, reference };
}
