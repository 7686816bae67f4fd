import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/connection.js';
import type { Database } from '../db/schema.js';

/**
 * The columns every outbox row carries (migrations 2402, 2502): due while `status` is 'pending'
 * and `next_attempt_at` has come; held by whoever's `claim_token` it carries, and free to be taken
 * over once `claimed_until` has passed.
 */
interface OutboxColumns {
  status: string;
  next_attempt_at: string;
  claimed_until: string | null;
  claim_token: string | null;
}

/** The tables shaped as an outbox: rate-alert SMS, e-invoice reports, and any later one. */
export type OutboxTableName = {
  [T in keyof Database]: Database[T] extends OutboxColumns ? T : never;
}[keyof Database];

/** An outbox table and its primary key column (the provider's idempotency key in both today). */
export type OutboxTable = {
  [T in OutboxTableName]: { name: T; key: keyof Database[T] & string };
}[OutboxTableName];

/** What a claim is held for beyond the provider's own request timeout (the DB work around it). */
export const OUTBOX_LEASE_MARGIN_MS = 30_000;

/**
 * A claim's lease for a provider whose requests give up after `requestTimeoutMs`: a send that
 * starts under a freshly renewed claim has ended (and written its outcome) before the lease runs
 * out, so nobody else may take the row while it is in flight.
 */
export const outboxLeaseMs = (requestTimeoutMs: number) => requestTimeoutMs + OUTBOX_LEASE_MARGIN_MS;

const iso = (now: Date, plusMs = 0) => new Date(now.getTime() + plusMs).toISOString();

const freeAt = (at: string) =>
  sql`status = 'pending' and next_attempt_at <= ${at} and (claimed_until is null or claimed_until < ${at})`;

/**
 * Claims up to `limit` due rows in ONE update and answers the claim's token (the caller reads its
 * rows by it): on PostgreSQL a concurrent claim re-checks the outer WHERE on a row another just
 * took and skips it; SQLite writes one at a time. A row whose lease ran out (its holder died or
 * was too slow to reach it) is free again.
 */
export async function claimDue(
  db: Db,
  table: OutboxTable,
  claim: { now: Date; leaseMs: number; limit: number },
): Promise<string> {
  const at = claim.now.toISOString();
  const token = randomUUID();
  const name = sql.table(table.name);
  const key = sql.ref(table.key);
  await sql`update ${name} set claimed_until = ${iso(claim.now, claim.leaseMs)}, claim_token = ${token}
    where ${freeAt(at)} and ${key} in (
      select ${key} from ${name} where ${freeAt(at)} order by next_attempt_at limit ${claim.limit}
    )`.execute(db);
  return token;
}

/**
 * Renews one row's claim for a full lease and says whether this round still holds it, in one
 * conditional update, right before its send. The token IS the claim: taking a row over writes a
 * new token (and needs the lease to have run out), settling clears it. So 0 rows means someone
 * else has it, or it is settled: skip it. On PostgreSQL a renewal racing a take-over waits for it
 * and re-checks the WHERE, so exactly one of them wins.
 */
export async function renewClaim(
  db: Db,
  table: OutboxTable,
  row: { key: string; token: string; now: Date; leaseMs: number },
): Promise<boolean> {
  const result = await sql`update ${sql.table(table.name)} set claimed_until = ${iso(row.now, row.leaseMs)}
    where ${sql.ref(table.key)} = ${row.key} and claim_token = ${row.token} and status = 'pending'`.execute(
    db,
  );
  return Number(result.numAffectedRows ?? 0) === 1;
}

/** Gives rows back unsent (a round stopped part-way): free at once instead of after their lease. */
export async function releaseClaims(db: Db, table: OutboxTable, token: string, keys: string[]) {
  if (!keys.length) return;
  await sql`update ${sql.table(table.name)} set claimed_until = null, claim_token = null
    where claim_token = ${token} and ${sql.ref(table.key)} in (${sql.join(keys)})`.execute(db);
}

/** Whether any row is due and held by nobody (a claim that found none lost a race, or there are none). */
export async function anyFree(db: Db, table: OutboxTable, now: Date): Promise<boolean> {
  const { rows } =
    await sql`select 1 as free from ${sql.table(table.name)} where ${freeAt(now.toISOString())} limit 1`.execute(
      db,
    );
  return rows.length > 0;
}
