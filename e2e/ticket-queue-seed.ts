import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * Writes `count` open tickets into the e2e server's own throw-away SQLite file, the way the demo
 * seed writes its tickets. Through the public form this is impossible at this size: it takes 10
 * submissions per client in 15 minutes and one open ticket per customer and request type. Each
 * ticket's deadline is `i` days after `base`, so the deadline order is known; all are in Urdu.
 */
export function seedQueueTickets(
  { prefix, digit, name }: { prefix: string; digit: number; name: string },
  count: number,
  base: number,
): string[] {
  const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'waha-e2e');
  const db = new Database(path.join(dataDir, 'server.db'));
  db.pragma('busy_timeout = 5000');
  const insert = db.prepare(`INSERT INTO tickets (id, national_id, name, email, phone, category, request_type,
    transaction_number, description, status, language, assignee_id, open_key, response, resolution,
    created_at, updated_at, target_at, solved_at, escalated_at, closed_at)
    VALUES (@id, @nid, @name, 'queue@example.com', '+966500000009', 'complaint', 'other', NULL, @text,
    'open', 'ur', NULL, @key, NULL, NULL, @created, @created, @target, NULL, NULL, NULL)`);
  const event = db.prepare(`INSERT INTO ticket_events (id, ticket_id, action, from_status, status, actor,
    actor_id, text, created_at) VALUES (@id || '-submit', @id, 'submit', NULL, 'open', 'customer', NULL, NULL, @created)`);
  const ids: string[] = [];
  db.transaction(() => {
    for (let i = 0; i < count; i += 1) {
      const id = `${prefix}${String(i).padStart(3, '0')}`;
      // A national ID per ticket (one open ticket per customer and type), distinct per language.
      const nid = `1${digit}00000${String(i).padStart(3, '0')}`;
      const created = new Date(base - (count - i) * 60_000).toISOString();
      const target = new Date(base + i * 86_400_000).toISOString();
      const row = {
        id,
        nid,
        name: `${name} ${String(i).padStart(3, '0')}`,
        text: `Queue ticket ${i}`,
        created,
        target,
      };
      insert.run({ ...row, key: `${nid}:other` });
      event.run(row);
      ids.push(id);
    }
  })();
  db.close();
  return ids;
}
