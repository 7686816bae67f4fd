import type { Db } from '../../db/connection.js';
import { newAlertId } from '../../modules/rate-alerts/stop-link.js';
import { appendRateHistory } from '../../modules/rates/history.js';

/** A demo branch and currency (db/seed): the alerts watch its sell rate. */
const BRANCH = 18;
const CURRENCY = 'USD';
const DAY_MS = 86_400_000;
const CHUNK = 500;

/**
 * Seeds `count` active target alerts directly (one phone each, so an SMS's phone names its alert),
 * all just above the current sell rate, then raises the rate past them the way every rate write
 * does: `exchange_rates` and `appendRateHistory` in one transaction, which fires the alerts and puts
 * their SMS in the outbox (modules/rate-alerts/crossing.ts). Answers the phones and when the
 * change committed.
 */
export async function crossAlerts(
  db: Db,
  count: number,
  batch: number,
): Promise<{ phones: Set<string>; committedAt: number }> {
  const rate = await db
    .selectFrom('exchange_rates')
    .select(['rate_purchase', 'rate_sale', 'popr'])
    .where('branch_id', '=', BRANCH)
    .where('currency_code', '=', CURRENCY)
    .executeTakeFirstOrThrow();
  const sell = Number(rate.rate_sale);
  const now = new Date();
  // +9665 then batch (1 digit) and index (7 digits): a valid Saudi mobile, unique per alert.
  const phones = Array.from({ length: count }, (_, i) => `+9665${batch}${String(i).padStart(7, '0')}`);
  const alerts = phones.map((phone) => ({
    id: newAlertId(),
    phone,
    branch_id: BRANCH,
    currency_code: CURRENCY,
    kind: 'target' as const,
    side: 'sell' as const,
    direction: 'above' as const,
    target: (sell * 1.01).toFixed(4),
    language: 'en',
    status: 'active' as const,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + 30 * DAY_MS).toISOString(),
    next_digest_at: null,
    reminded_at: null,
    ended_at: null,
  }));
  for (let i = 0; i < count; i += CHUNK) {
    await db
      .insertInto('rate_alert_phones')
      .values(phones.slice(i, i + CHUNK).map((phone) => ({ phone, active: 1 })))
      .execute();
    await db
      .insertInto('rate_alerts')
      .values(alerts.slice(i, i + CHUNK))
      .execute();
  }
  const before = { ratePurchase: rate.rate_purchase, rateSale: rate.rate_sale, popr: rate.popr };
  const after = { ...before, rateSale: (sell * 1.05).toFixed(4) };
  const changedAt = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('exchange_rates')
      .set({ rate_sale: after.rateSale, updated_at: changedAt })
      .where('branch_id', '=', BRANCH)
      .where('currency_code', '=', CURRENCY)
      .execute();
    await appendRateHistory(trx, [
      {
        branchId: BRANCH,
        currency: CURRENCY,
        before,
        after,
        actorId: 'fault-drill',
        actorLabel: 'fault drill',
        source: 'import',
        changedAt,
      },
    ]);
  });
  return { phones: new Set(phones), committedAt: Date.now() };
}
