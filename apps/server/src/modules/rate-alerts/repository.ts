import { RATE_ALERT_RULES, type RateAlertForm } from '@waha/shared';
import type { Db } from '../../db/connection.js';
import type { RateAlertsTable } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { newAlertId } from './stop-link.js';

const DAY_MS = 86_400_000;

/** The current buy and sell of a branch and currency (null: the branch does not offer it). */
export async function currentRate(db: Db, branchId: number, currency: string) {
  const row = await db
    .selectFrom('exchange_rates')
    .select(['rate_purchase', 'rate_sale'])
    .where('branch_id', '=', branchId)
    .where('currency_code', '=', currency)
    .executeTakeFirst();
  return row ? { buy: row.rate_purchase, sell: row.rate_sale } : null;
}

export async function activeCount(db: Db, phone: string): Promise<number> {
  const row = await db
    .selectFrom('rate_alert_phones')
    .select('active')
    .where('phone', '=', phone)
    .executeTakeFirst();
  return Number(row?.active ?? 0);
}

/**
 * Creates an active alert, its slot reserved in the same transaction by ONE statement: insert the
 * phone's counter at 1, or add 1 only while it is under the cap. However many confirmations arrive
 * at once, at most five are ever active (PostgreSQL locks the counter row; SQLite writes one at a time).
 */
export async function createAlert(
  db: Db,
  form: RateAlertForm,
  now: Date,
  nextDigestAt: string | null,
): Promise<{ alert: RateAlertsTable; active: number }> {
  return db.transaction().execute(async (trx) => {
    const reserved = await trx
      .insertInto('rate_alert_phones')
      .values({ phone: form.phone, active: 1 })
      .onConflict((oc) =>
        oc
          .column('phone')
          .doUpdateSet((eb) => ({ active: eb('rate_alert_phones.active', '+', 1) }))
          .where('rate_alert_phones.active', '<', RATE_ALERT_RULES.maxActivePerPhone),
      )
      .executeTakeFirst();
    if (Number(reserved.numInsertedOrUpdatedRows ?? 0) !== 1) throw new AppError(409, 'rate_alert_limit');
    const target = form.kind === 'target';
    const alert: RateAlertsTable = {
      id: newAlertId(),
      phone: form.phone,
      branch_id: form.branch,
      currency_code: form.currency,
      kind: form.kind,
      side: target ? form.side : null,
      direction: target ? form.direction : null,
      target: target ? form.target : null,
      language: form.language,
      status: 'active',
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + RATE_ALERT_RULES.lifetimeDays * DAY_MS).toISOString(),
      next_digest_at: target ? null : nextDigestAt,
      reminded_at: null,
      ended_at: null,
    };
    await trx.insertInto('rate_alerts').values(alert).execute();
    return { alert, active: await activeCount(trx, form.phone) };
  });
}

/**
 * Ends an active alert (fired, stopped, expired) and frees its slot, in the caller's transaction.
 * Conditional on `active`: of two concurrent ends (a crossing and a stop) one wins; answers whether
 * this one did.
 */
export async function endAlert(
  trx: Db,
  id: string,
  status: 'fired' | 'stopped' | 'expired',
  at: Date,
): Promise<boolean> {
  const ended = await trx
    .updateTable('rate_alerts')
    .set({ status, ended_at: at.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .returning(['phone'])
    .executeTakeFirst();
  if (!ended) return false;
  await trx
    .updateTable('rate_alert_phones')
    .set((eb) => ({ active: eb('active', '-', 1) }))
    .where('phone', '=', ended.phone)
    .where('active', '>', 0)
    .execute();
  return true;
}

export function findAlert(db: Db, id: string) {
  return db.selectFrom('rate_alerts').selectAll().where('id', '=', id).executeTakeFirst();
}

export function activeAlertsOf(db: Db, phone: string) {
  return db
    .selectFrom('rate_alerts')
    .selectAll()
    .where('phone', '=', phone)
    .where('status', '=', 'active')
    .orderBy('created_at')
    .execute();
}

/** Active alerts per branch and currency (the staff panel): counts only, never a phone. */
export function activeCounts(db: Db) {
  return db
    .selectFrom('rate_alerts')
    .select(['branch_id', 'currency_code', 'kind', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('status', '=', 'active')
    .groupBy(['branch_id', 'currency_code', 'kind'])
    .orderBy('branch_id')
    .orderBy('currency_code')
    .execute();
}
