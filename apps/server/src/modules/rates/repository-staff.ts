import type { ListPaging, RateEdit } from '@waha/shared';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import type { RateHistoryTable } from '../../db/schema-staff.js';
import { listPage } from '../../lib/list-query.js';
import { writeAudit, type AuditContext, type StaffContext } from '../staff/index.js';
import type { RateRecord } from './repository.js';
import { appendRateHistory, snapshot } from './history.js';

export { snapshot };

export async function currencyCodes(db: Db): Promise<string[]> {
  return (await db.selectFrom('currencies').select('code').execute()).map((c) => c.code);
}

/**
 * Writes the changed rates of a branch, each with its history row and audit entry, in one
 * transaction (`byCode` holds the rates read before, for the "before" of both).
 */
export async function saveRateChanges(
  db: Db,
  audit: AuditContext,
  staff: StaffContext,
  branchId: number,
  changes: RateEdit[],
  byCode: Map<string, RateRecord>,
): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (const r of changes) {
      const before = byCode.get(r.currency);
      const after = snapshot(r);
      await trx
        .insertInto('exchange_rates')
        .values({
          branch_id: branchId,
          currency_code: r.currency,
          rate_purchase: r.ratePurchase,
          rate_sale: r.rateSale,
          popr: r.popr,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc.columns(['branch_id', 'currency_code']).doUpdateSet({
            rate_purchase: r.ratePurchase,
            rate_sale: r.rateSale,
            popr: r.popr,
            updated_at: now,
          }),
        )
        .execute();
      await appendRateHistory(trx, [
        {
          branchId,
          currency: r.currency,
          before: before ?? null,
          after,
          actorId: staff.account.id,
          actorLabel: staff.account.employee_number,
          source: 'desk',
          changedAt: now,
        },
      ]);
      await writeAudit(trx, audit, {
        action: 'rate.update',
        recordType: 'exchange_rate',
        recordId: `${branchId}:${r.currency}`,
        before: before ? snapshot(before) : null,
        after,
      });
    }
  });
}

/** The rate history's sortable fields (ADR 2202): the time of the change only. */
const HISTORY_SORTABLE = { changedAt: 'changed_at' };

/** One keyset page of a branch's rate history, newest first by default. */
export function rateHistoryPage(db: Db, branchId: number, params: ListPaging) {
  return listPage<Database, 'rate_history', RateHistoryTable>(
    db.selectFrom('rate_history').where('branch_id', '=', branchId),
    params,
    HISTORY_SORTABLE,
    '-changedAt',
    'id',
  );
}
