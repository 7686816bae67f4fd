import { EINVOICE_REPORT_ALERT_HOURS } from '@waha/shared';
import type { Db } from '../../db/connection.js';
import type { EinvoiceReportStatus } from '../../db/schema.js';
import { outboxLeaseMs } from '../../lib/outbox-claim.js';
import { drainOutbox } from '../../lib/outbox-drain.js';
import { reportInvoice, type ReportClientOptions, type ReportOutcome } from './report-client.js';

/** Backoff: 1, 2, 4 ... minutes, at most 2 hours (ZATCA's 24 hours leave room for ten tries). */
const BACKOFF_BASE_MS = 60_000;
const BACKOFF_MAX_MS = 2 * 3600_000;

/**
 * A reporting round keeps claiming while reports wait, for up to this long: a backlog (a ZATCA
 * outage, a busy day) drains at ZATCA's pace, not one claim per issuing round.
 */
const REPORT_ROUND_MS = 60_000;

export const backoffMs = (attempts: number) =>
  Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);

const SETTLED: Record<Exclude<ReportOutcome['kind'], 'retry'>, EinvoiceReportStatus> = {
  reported: 'reported',
  warnings: 'reported_warnings',
  rejected: 'not_reported',
};

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
  /** Each row's claim, renewed right before its request (default: the request timeout + 30 s). */
  leaseMs?: number;
  /** The round keeps claiming batches while reports wait, for at most this long (default 60 s). */
  budgetMs?: number;
  now?: () => Date;
  signal?: AbortSignal;
  onOutcome?: (kind: ReportOutcome['kind']) => void;
  /** A row another instance had taken over before its request came up (skipped here). */
  onLost?: () => void;
}

const OUTBOX = { name: 'einvoice_reports', key: 'uuid' } as const;

/**
 * One reporting round (lib/outbox-drain.ts): batches of due rows, each reported only while this
 * round still holds its claim, one request each, one after another, until none waits or the
 * budget is spent. Any number of instances may report at once; a document is sent by one of them
 * (and ZATCA's 409 says a resend after a lost answer was already reported).
 */
export async function reportDue(db: Db, round: ReportRound): Promise<number> {
  const now = round.now ?? (() => new Date());
  // A unit that got its CSID since these were issued: they are now due.
  await db
    .updateTable('einvoice_reports')
    .set({ status: 'pending', updated_at: now().toISOString() })
    .where('status', '=', 'not_configured')
    .execute();
  const { delivered } = await drainOutbox(db, {
    table: OUTBOX,
    leaseMs: round.leaseMs ?? outboxLeaseMs(round.client.timeoutMs),
    concurrency: 1,
    budgetMs: round.budgetMs ?? REPORT_ROUND_MS,
    now,
    signal: round.signal,
    load: (token) =>
      db
        .selectFrom('einvoice_reports as r')
        .innerJoin('einvoices as e', 'e.uuid', 'r.uuid')
        .select(['r.uuid', 'r.attempts', 'e.hash', 'e.xml'])
        .where('r.claim_token', '=', token)
        .orderBy('r.next_attempt_at')
        .execute(),
    keyOf: (row) => row.uuid,
    deliver: async (row, token) => {
      const outcome = await reportInvoice(round.client, { uuid: row.uuid, hash: row.hash, xml: row.xml });
      await settle(db, row.uuid, token, Number(row.attempts) + 1, outcome, now());
      round.onOutcome?.(outcome.kind);
    },
    onLost: round.onLost,
  });
  return delivered;
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
