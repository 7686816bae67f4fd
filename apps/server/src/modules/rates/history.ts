import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/connection.js';
import { fireRateAlerts } from '../rate-alerts/index.js';

/** The three figures of a rate that the history keeps (decimal text, as staff typed them). */
export interface RateFigures {
  ratePurchase: string;
  rateSale: string;
  popr: string;
}

/** Which path changed a rate: the rates desk (one rate or a pasted table), the demo seed, an import. */
export type RateChangeSource = 'desk' | 'seed' | 'import';

export interface RateChange {
  branchId: number;
  currency: string;
  before: RateFigures | null;
  after: RateFigures;
  actorId: string;
  actorLabel: string;
  source: RateChangeSource;
  changedAt: string;
}

export const snapshot = (r: RateFigures): RateFigures => ({
  ratePurchase: r.ratePurchase,
  rateSale: r.rateSale,
  popr: r.popr,
});

// SQLite allows 32,766 bound values and PostgreSQL 65,535; 9 columns x 500 rows stays far below.
const CHUNK = 500;

/**
 * Appends rate changes to the history. Every path that writes `exchange_rates` calls this with the
 * same transaction, so a rate never changes without its entry (the table refuses updates and
 * deletes: migration 2501). The same transaction fires the rate alerts the changes cross (ADR 2502):
 * every write path does, by the same one call. The demo seed's backdated walk is no live change.
 */
export async function appendRateHistory(db: Db, changes: readonly RateChange[]): Promise<void> {
  for (let i = 0; i < changes.length; i += CHUNK) {
    await db
      .insertInto('rate_history')
      .values(
        changes.slice(i, i + CHUNK).map((c) => ({
          id: randomUUID(),
          branch_id: c.branchId,
          currency_code: c.currency,
          before: c.before ? JSON.stringify(snapshot(c.before)) : null,
          after: JSON.stringify(snapshot(c.after)),
          staff_id: c.actorId,
          staff_label: c.actorLabel,
          source: c.source,
          changed_at: c.changedAt,
        })),
      )
      .execute();
  }
  await fireRateAlerts(
    db,
    changes.filter((c) => c.source !== 'seed'),
  );
}
