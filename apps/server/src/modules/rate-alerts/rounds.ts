import { nextDigestAt, RATE_ALERT_RULES, riyadhDate } from '@waha/shared';
import type { Db } from '../../db/connection.js';
import { enqueueSms } from './outbox.js';
import { currentRate, endAlert } from './repository.js';

const DAY_MS = 86_400_000;
/** Ended alerts, and their SMS, are deleted this long after they end (the consent text says so). */
export const KEEP_ENDED_DAYS = 30;
const BATCH = 200;

export interface RoundResult {
  digests: number;
  reminders: number;
  expired: number;
  purged: number;
}

/**
 * The time-driven part of the alerts, safe on any number of instances at once without a lock:
 * every step is a conditional update of the alert (the digest's due time, `reminded_at`, the
 * status) whose winner alone writes the SMS, in the same transaction; the outbox's unique key is
 * a second guard.
 */
export async function alertRound(db: Db, now: Date, digestTime: string): Promise<RoundResult> {
  const at = now.toISOString();
  const result: RoundResult = { digests: 0, reminders: 0, expired: 0, purged: 0 };

  const expiring = await db
    .selectFrom('rate_alerts')
    .select('id')
    .where('status', '=', 'active')
    .where('expires_at', '<=', at)
    .limit(BATCH)
    .execute();
  for (const { id } of expiring) {
    if (await db.transaction().execute((trx) => endAlert(trx, id, 'expired', now))) result.expired += 1;
  }

  const digests = await db
    .selectFrom('rate_alerts')
    .selectAll()
    .where('status', '=', 'active')
    .where('kind', '=', 'digest')
    .where('next_digest_at', '<=', at)
    .limit(BATCH)
    .execute();
  for (const alert of digests) {
    const sent = await db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('rate_alerts')
        .set({ next_digest_at: nextDigestAt(now, digestTime).toISOString() })
        .where('id', '=', alert.id)
        .where('status', '=', 'active')
        .where('next_digest_at', '=', alert.next_digest_at)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return false;
      const rate = await currentRate(trx, Number(alert.branch_id), alert.currency_code);
      if (!rate) return false;
      const day = riyadhDate(alert.next_digest_at!);
      await enqueueSms(trx, alert, `${alert.id}:digest:${day}`, { kind: 'digest', ...rate, at }, now);
      return true;
    });
    if (sent) result.digests += 1;
  }

  const remindBy = new Date(now.getTime() + RATE_ALERT_RULES.reminderDays * DAY_MS).toISOString();
  const reminders = await db
    .selectFrom('rate_alerts')
    .selectAll()
    .where('status', '=', 'active')
    .where('reminded_at', 'is', null)
    .where('expires_at', '<=', remindBy)
    .limit(BATCH)
    .execute();
  for (const alert of reminders) {
    const sent = await db.transaction().execute(async (trx) => {
      const marked = await trx
        .updateTable('rate_alerts')
        .set({ reminded_at: at })
        .where('id', '=', alert.id)
        .where('status', '=', 'active')
        .where('reminded_at', 'is', null)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) return false;
      await enqueueSms(
        trx,
        alert,
        `${alert.id}:reminder`,
        { kind: 'reminder', expiresAt: alert.expires_at },
        now,
      );
      return true;
    });
    if (sent) result.reminders += 1;
  }

  const cutoff = new Date(now.getTime() - KEEP_ENDED_DAYS * DAY_MS).toISOString();
  const old = db.selectFrom('rate_alerts').select('id').where('ended_at', '<', cutoff);
  await db.deleteFrom('rate_alert_sms').where('alert_id', 'in', old).execute();
  const purged = await db.deleteFrom('rate_alerts').where('ended_at', '<', cutoff).executeTakeFirst();
  result.purged = Number(purged.numDeletedRows);
  await db.deleteFrom('rate_alert_phones').where('active', '=', 0).execute();
  return result;
}
