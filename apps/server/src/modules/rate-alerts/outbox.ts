import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { RateAlertSmsTable } from '../../db/schema.js';
import { drainOutbox } from '../../lib/outbox-drain.js';
import { findAlert } from './repository.js';
import { smsText, type LinkSettings, type SmsPayload } from './texts.js';

const BACKOFF_BASE_MS = 60_000;
const BACKOFF_MAX_MS = 3600_000;

/** 1, 2, 4 ... minutes after the n-th failure, at most an hour. */
export const smsBackoffMs = (attempts: number) =>
  Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);

/**
 * Puts an SMS in the outbox in the caller's transaction (the rate change, the digest or reminder
 * round): it exists exactly when the decision to send it commits. `dedupeKey` is unique, so the
 * same SMS decided twice (two rounds at once) is stored once.
 */
export async function enqueueSms(
  trx: Db,
  alert: { id: string; phone: string },
  dedupeKey: string,
  payload: SmsPayload,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('rate_alert_sms')
    .values({
      id: randomUUID(),
      alert_id: alert.id,
      dedupe_key: dedupeKey,
      kind: payload.kind,
      phone: alert.phone,
      payload: JSON.stringify(payload),
      status: 'pending',
      attempts: 0,
      next_attempt_at: now.toISOString(),
      claimed_until: null,
      claim_token: null,
      created_at: now.toISOString(),
      sent_at: null,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
}

export type SmsOutcome = 'sent' | 'retried' | 'failed';
type SmsRow = Selectable<RateAlertSmsTable>;

export interface SendRound {
  send: (message: { id: string; to: string; text: string; alertId: string }) => Promise<void>;
  links: LinkSettings;
  maxAttempts: number;
  /** Each SMS's claim, renewed right before its send: longer than the provider's timeout. */
  leaseMs: number;
  /** SMS in flight at once (default 1). */
  concurrency?: number;
  /** The round keeps claiming batches while SMS wait, for at most this long (default 60 s). */
  budgetMs?: number;
  now?: () => Date;
  signal?: AbortSignal;
  onOutcome?: (kind: SmsPayload['kind'], outcome: SmsOutcome) => void;
  onError?: (error: unknown, id: string) => void;
  /** An SMS another instance had taken over before its send came up (skipped here). */
  onLost?: () => void;
}

const OUTBOX = { name: 'rate_alert_sms', key: 'id' } as const;

/** One attempt at one SMS this round holds; only the holder of the claim writes the outcome. */
async function deliver(db: Db, round: SendRound, row: SmsRow, token: string, now: () => Date) {
  const attempts = Number(row.attempts) + 1;
  let outcome: SmsOutcome = 'sent';
  try {
    const alert = await findAlert(db, row.alert_id);
    if (!alert) throw new Error('alert no longer stored');
    const text = await smsText(db, alert, row, round.links);
    await round.send({ id: row.id, to: row.phone, text, alertId: row.alert_id });
  } catch (error) {
    round.onError?.(error, row.id);
    outcome = attempts >= round.maxAttempts ? 'failed' : 'retried';
  }
  const at = now();
  await db
    .updateTable('rate_alert_sms')
    .set({
      attempts,
      claimed_until: null,
      claim_token: null,
      status: outcome === 'retried' ? 'pending' : outcome,
      sent_at: outcome === 'sent' ? at.toISOString() : null,
      next_attempt_at:
        outcome === 'retried'
          ? new Date(at.getTime() + smsBackoffMs(attempts)).toISOString()
          : row.next_attempt_at,
    })
    .where('id', '=', row.id)
    .where('claim_token', '=', token)
    .execute();
  round.onOutcome?.(row.kind, outcome);
}

/**
 * One sending round (lib/outbox-drain.ts): batches of due SMS, each sent only while this round
 * still holds its claim, one attempt each, until none waits or the budget is spent. Any number of
 * instances may run rounds at once; an SMS is sent by one of them (the provider's idempotency key,
 * the row id, also covers a holder that died mid-send and whose row was taken again).
 */
export async function sendDueSms(db: Db, round: SendRound): Promise<number> {
  const now = round.now ?? (() => new Date());
  const { delivered } = await drainOutbox<SmsRow>(db, {
    table: OUTBOX,
    leaseMs: round.leaseMs,
    concurrency: round.concurrency ?? 1,
    budgetMs: round.budgetMs ?? 60_000,
    now,
    signal: round.signal,
    load: (token) =>
      db
        .selectFrom('rate_alert_sms')
        .selectAll()
        .where('claim_token', '=', token)
        .orderBy('next_attempt_at')
        .execute(),
    keyOf: (row) => row.id,
    deliver: (row, token) => deliver(db, round, row, token, now),
    onLost: round.onLost,
  });
  return delivered;
}

export async function countPendingSms(db: Db): Promise<number> {
  const row = await db
    .selectFrom('rate_alert_sms')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
