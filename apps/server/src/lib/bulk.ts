import type { BulkResult } from '@waha/shared';
import type { Kysely, Transaction } from 'kysely';

/** A bulk action's ids once each, in the order staff selected them. */
export const uniqueIds = (ids: readonly string[]) => [...new Set(ids)];

/** An item the action may not change, with the reason's code (`invalid_transition`, `forbidden`). */
export class Refusal {
  constructor(readonly code: string) {}
}

/**
 * One staff bulk action (PRODUCT.md 14 "Lists"). `act` changes one item inside the shared
 * transaction and answers the audit entry of that change, `null` when the item already is as asked
 * (it counts as updated, with nothing to audit), or a `Refusal`.
 */
export interface BulkAction<DB, Row, Change> {
  ids: readonly string[];
  load: (ids: string[]) => Promise<ReadonlyMap<string, Row>>;
  act: (trx: Transaction<DB>, row: Row) => Promise<Change | Refusal | null>;
  /** Writes one audit entry: the staff module's writer, passed in because lib sits below modules. */
  audit: (trx: Transaction<DB>, change: Change) => Promise<void>;
}

/** The answer per id, and the rows that changed (to tell their customers after the commit). */
export interface BulkRun<Row> {
  result: BulkResult;
  changed: Row[];
}

/**
 * Runs a bulk action: every item in ONE transaction, each change with its own audit entry in that
 * transaction, so the log reads per item as for a single change, and a failure anywhere leaves
 * nothing half done. Ids not found come back refused as `not_found`.
 */
export async function runBulk<DB, Row, Change>(
  db: Kysely<DB>,
  action: BulkAction<DB, Row, Change>,
): Promise<BulkRun<Row>> {
  const ids = uniqueIds(action.ids);
  const found = await action.load(ids);
  const run: BulkRun<Row> = { result: { updated: [], refused: [] }, changed: [] };
  await db.transaction().execute(async (trx) => {
    for (const id of ids) {
      const row = found.get(id);
      const outcome = row === undefined ? new Refusal('not_found') : await action.act(trx, row);
      if (outcome instanceof Refusal) run.result.refused.push({ reference: id, code: outcome.code });
      else {
        if (outcome !== null) {
          await action.audit(trx, outcome);
          run.changed.push(row!);
        }
        run.result.updated.push(id);
      }
    }
  });
  return run;
}
