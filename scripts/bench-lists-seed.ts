// The data `npm run bench:lists` measures against: a real desk's size, seeded in batches with the
// list indexes dropped and built again afterwards (one sort per index instead of a million
// index updates), which also runs the index migrations' `down` and `up` on the seeded data.
import type { Kysely } from 'kysely';
import type { Db } from '../apps/server/src/db/connection.js';
import * as listIndexes from '../apps/server/src/db/migrations/2201-list-indexes.js';
import * as searchTrigrams from '../apps/server/src/db/migrations/2206-search-trigrams.js';
import {
  auditRow,
  callRow,
  contactRow,
  customerFormRow,
  formIds,
  insertRows,
  postRow,
  remittanceRow,
  staffIds,
  ticketRow,
} from '../apps/server/src/test/list-rows.js';

/** BENCH_LISTS_SCALE=0.05 for a quick look at the script itself; the figures are at 1. */
export const SCALE = Number(process.env.BENCH_LISTS_SCALE ?? 1);
const sized = (n: number) => Math.round(n * SCALE);
export const SIZES = {
  tickets: sized(100_000),
  audit: sized(1_000_000),
  contact: sized(50_000),
  forms: sized(50_000),
  calls: sized(30_000),
  remittance: sized(30_000),
};

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * The two migrations that only add list indexes, run directly: the schema keeps every later
 * column the rows carry (migrating the whole schema down to before them dropped the ticket clock's
 * columns, which the seeded tickets have).
 */
const INDEX_MIGRATIONS = [listIndexes, searchTrigrams];

export async function seedLists(db: Db, log: (line: string) => void) {
  const started = performance.now();
  const plain = db as unknown as Kysely<unknown>;
  for (const migration of [...INDEX_MIGRATIONS].reverse()) await migration.down(plain);
  const staff = await staffIds(db);
  const forms = await formIds(db);
  const batch = { batch: 1000, perCommit: 50_000 };
  await insertRows(db, 'tickets', SIZES.tickets, (i) => ticketRow(i, staff), batch);
  log(`  tickets ${SIZES.tickets} (${seconds(started)})`);
  await insertRows(db, 'staff_audit_log', SIZES.audit, auditRow, batch);
  log(`  audit entries ${SIZES.audit} (${seconds(started)})`);
  await insertRows(db, 'contact_messages', SIZES.contact, contactRow, batch);
  await insertRows(db, 'customer_forms', SIZES.forms, (i) => customerFormRow(i, forms), batch);
  await insertRows(db, 'call_requests', SIZES.calls, callRow, batch);
  await insertRows(db, 'remittance_requests', SIZES.remittance, remittanceRow, batch);
  log(`  contact, forms, call-backs, remittance requests (${seconds(started)})`);
  for (const migration of INDEX_MIGRATIONS) await migration.up(plain);
  log(`  list indexes built (${seconds(started)})`);
}

/** Replaces every post with `count` generated ones (the demo's few would blur "10 posts"). */
export async function seedPosts(db: Db, count: number) {
  await db.deleteFrom('posts').execute();
  await insertRows(db, 'posts', count, postRow, { batch: 500, perCommit: 10_000 });
}
