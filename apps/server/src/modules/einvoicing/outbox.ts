import { randomUUID } from 'node:crypto';
import { EINVOICE_REPORT_ALERT_HOURS } from '@waha/shared';
import type { Db } from '../../db/connection.js';
import type { ExpressionBuilder } from 'kysely';
import type { Database, EinvoiceReportStatus } from '../../db/schema.js';
import { reportInvoice, type ReportClientOptions, type ReportOutcome } from './report-client.js';

/** How long a round holds the rows it claimed: longer than a request can take (ADR 2402). */
const LEASE_MS = 5 * 60_000;
/** Backoff: 1, 2, 4 ... minutes, at most 2 hours (ZATCA's 24 hours leave room for ten tries). */
const BACKOFF_BASE_MS = 60_000;
const BACKOFF_MAX_MS = 2 * 3600_000;
const BATCH = 50;

export const backoffMs = (attempts: number) =>
  Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);

const SETTLED: Record<Exclude<ReportOutcome['kind'], 'retry'>, EinvoiceReportStatus> = {
  reported: 'reported',
  warnings: 'reported_warnings',
  rejected: 'not_reported',
};

/**
 * Claims due rows with a lease, in one UPDATE: on PostgreSQL a concurrent round re-checks the
 * outer WHERE on a row another just claimed (and skips it); on SQLite the write lock serialises
 * rounds. So two instances never send one document, without a job lock.
 */
async function claim(db: Db, now: Date) {
  const at = now.toISOString();
  const token = randomUUID();
  const free = (eb: ExpressionBuilder<Database, 'einvoice_reports'>) =>
    eb.and([
      eb('status', '=', 'pending'),
      eb('next_attempt_at', '<=', at),
      eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at)]),
    ]);
  await db
    .updateTable('einvoice_reports')
    .set({ claimed_until: new Date(now.getTime() + LEASE_MS).toISOString(), claim_token: token })
    .where(free)
    .where('uuid', 'in', (qb) =>
      qb.selectFrom('einvoice_reports').select('uuid').where(free).orderBy('next_attempt_at').limit(BATCH),
    )
    .execute();
  const rows = await db
    .selectFrom('einvoice_reports as r')
    .innerJoin('einvoices as e', 'e.uuid', 'r.uuid')
    .select(['r.uuid', 'r.attempts', 'e.hash', 'e.xml'])
    .where('r.claim_token', '=', token)
    .execute();
  return { token, rows };
}

async function settle(
  db: Db,
  uuid: string,
  token: string,
  attempts: number,
  outcome: ReportOutcome,
  now: Date,
) {
  const at = now.toISOString();
  const messages = JSON.stringify(outcome.messages);
  const base = {
    attempts,
    claimed_until: null,
    claim_token: null,
    messages,
    http_status: outcome.httpStatus,
    updated_at: at,
  };
  const update =
    outcome.kind === 'retry'
      ? { ...base, next_attempt_at: new Date(now.getTime() + backoffMs(attempts)).toISOString() }
      : { ...base, status: SETTLED[outcome.kind], reported_at: outcome.kind === 'rejected' ? null : at };
  // Only the holder of the claim writes the outcome (a round whose lease ran out writes nothing).
  await db
    .updateTable('einvoice_reports')
    .set(update)
    .where('uuid', '=', uuid)
    .where('claim_token', '=', token)
    .execute();
}

export interface ReportRound {
  client: ReportClientOptions;
  now?: () => Date;
  onOutcome?: (kind: ReportOutcome['kind']) => void;
}

/** One reporting round: every due row this instance could claim, one request each. */
export async function reportDue(db: Db, round: ReportRound): Promise<number> {
  const now = round.now ?? (() => new Date());
  // A unit that got its CSID since these were issued: they are now due.
  await db
    .updateTable('einvoice_reports')
    .set({ status: 'pending', updated_at: now().toISOString() })
    .where('status', '=', 'not_configured')
    .execute();
  const { token, rows } = await claim(db, now());
  for (const row of rows) {
    const outcome = await reportInvoice(round.client, { uuid: row.uuid, hash: row.hash, xml: row.xml });
    await settle(db, row.uuid, token, Number(row.attempts) + 1, outcome, now());
    round.onOutcome?.(outcome.kind);
  }
  return rows.length;
}

/** Invoices issued more than 20 hours ago and not reported yet (ZATCA allows 24): the alert. */
export async function countOverdue(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - EINVOICE_REPORT_ALERT_HOURS * 3600_000).toISOString();
  const row = await db
    .selectFrom('einvoice_reports as r')
    .innerJoin('einvoices as e', 'e.uuid', 'r.uuid')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('r.status', 'not in', ['reported', 'reported_warnings'])
    .where('e.issued_at', '<', cutoff)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
