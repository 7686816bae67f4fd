import { firedTargets, type RateChangeFigures, type WatchedTarget } from '@waha/shared';
import type { Db } from '../../db/connection.js';
import { enqueueSms } from './outbox.js';
import { endAlert } from './repository.js';

/**
 * Fires the target alerts a batch of rate changes crosses, in the transaction that writes them
 * (rates/history.ts calls this from `appendRateHistory`, the one path every rate write takes: the
 * desk, a pasted table, any import). Each fired alert ends and gets one SMS in the outbox, both
 * committed with the change or not at all; a second change finds it ended.
 */
export async function fireRateAlerts(trx: Db, changes: readonly RateChangeFigures[]): Promise<number> {
  if (!changes.length) return 0;
  const branches = [...new Set(changes.map((c) => c.branchId))];
  const currencies = [...new Set(changes.map((c) => c.currency))];
  const rows = await trx
    .selectFrom('rate_alerts')
    .select(['id', 'phone', 'branch_id', 'currency_code', 'side', 'direction', 'target'])
    .where('status', '=', 'active')
    .where('kind', '=', 'target')
    .where('branch_id', 'in', branches)
    .where('currency_code', 'in', currencies)
    .execute();
  if (!rows.length) return 0;
  const watched = rows.map((r) => ({
    id: r.id,
    phone: r.phone,
    branchId: Number(r.branch_id),
    currency: r.currency_code,
    side: r.side ?? 'sell',
    direction: r.direction ?? 'above',
    target: r.target ?? '0',
  })) satisfies WatchedTarget[];
  let fired = 0;
  for (const { alert, rate, at } of firedTargets(changes, watched)) {
    // Conditional: a concurrent change or stop that ended it first wins, and this one sends nothing.
    if (!(await endAlert(trx, alert.id, 'fired', new Date(at)))) continue;
    await enqueueSms(trx, alert, `${alert.id}:crossing`, { kind: 'crossing', rate, at }, new Date(at));
    fired += 1;
  }
  return fired;
}
