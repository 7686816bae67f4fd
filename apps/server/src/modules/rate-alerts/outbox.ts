import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import { findAlert } from './repository.js';
import { smsText, type LinkSettings, type SmsPayload } from './texts.js';

/** A round holds what it claimed this long: far longer than one SMS request (10 s by default). */
const LEASE_MS = 2 * 60_000;
const BACKOFF_BASE_MS = 60_000;
const BACKOFF_MAX_MS = 3600_000;
const BATCH = 50;

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

/**
 * Claims due rows with a lease in ONE update (as the e-invoice outbox, ADR 2402): on PostgreSQL a
 * concurrent round re-checks the WHERE on a row another just claimed and skips it; SQLite writes
 * one at a time. So two instances never send one SMS; a crashed holder's lease runs out and the
 * row is taken again (the provider's idempotency key, the row id, makes that resend harmless).
 */
async function claim(db: Db, now: Date) {
  const at = now.toISOString();
  const token = randomUUID();
  const free = (eb: ExpressionBuilder<Database, 'rate_alert_sms'>) =>
    eb.and([
      eb('status', '=', 'pending'),
      eb('next_attempt_at', '<=', at),
      eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at)]),
    ]);
  await db
    .updateTable('rate_alert_sms')
    .set({ claimed_until: new Date(now.getTime() + LEASE_MS).toISOString(), claim_token: token })
    .where(free)
    .where('id', 'in', (qb) =>
      qb.selectFrom('rate_alert_sms').select('id').where(free).orderBy('next_attempt_at').limit(BATCH),
    )
    .execute();
  const rows = await db.selectFrom('rate_alert_sms').selectAll().where('claim_token', '=', token).execute();
  return { token, rows };
}

export type SmsOutcome = 'sent' | 'retried' | 'failed';

export interface SendRound {
  send: (message: { id: string; to: string; text: string; alertId: string }) => Promise<void>;
  links: LinkSettings;
  maxAttempts: number;
  now?: () => Date;
  onOutcome?: (kind: SmsPayload['kind'], outcome: SmsOutcome) => void;
  onError?: (error: unknown, id: string) => void;
}

/** One sending round: every due SMS this instance could claim, one attempt each. */
export async function sendDueSms(db: Db, round: SendRound): Promise<number> {
  const now = round.now ?? (() => new Date());
  const { token, rows } = await claim(db, now());
  for (const row of rows) {
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
    // Only the holder of the claim writes the outcome (a round whose lease ran out writes nothing).
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
  return rows.length;
}

export async function countPendingSms(db: Db): Promise<number> {
  const row = await db
    .selectFrom('rate_alert_sms')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
