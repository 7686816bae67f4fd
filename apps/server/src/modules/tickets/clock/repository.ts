import type { Db } from '../../../db/connection.js';
import { TICKET_MOVES } from '../repository.js';

/** A round reads at most this many tickets per step; the rest wait for the next round. */
const ROUND_BATCH = 500;

/** Running tickets within the warning window (their target at or before `warnFrom`), not yet warned. */
export function warningDue(db: Db, warnFrom: string) {
  return db
    .selectFrom('tickets')
    .selectAll()
    .where('status', 'in', TICKET_MOVES.autoEscalate.from)
    .where('warned_at', 'is', null)
    .where('target_at', '<=', warnFrom)
    .orderBy('target_at')
    .orderBy('id')
    .limit(ROUND_BATCH)
    .execute();
}

/** Tickets not solved, closed or escalated at their target. */
export function escalationDue(db: Db, now: string) {
  return db
    .selectFrom('tickets')
    .selectAll()
    .where('status', 'in', TICKET_MOVES.autoEscalate.from)
    .where('target_at', '<=', now)
    .orderBy('target_at')
    .orderBy('id')
    .limit(ROUND_BATCH)
    .execute();
}

/** Solved tickets the customer has not answered since `solvedBefore`. */
export function autoCloseDue(db: Db, solvedBefore: string) {
  return db
    .selectFrom('tickets')
    .selectAll()
    .where('status', 'in', TICKET_MOVES.autoClose.from)
    .where('solved_at', '<=', solvedBefore)
    .orderBy('solved_at')
    .orderBy('id')
    .limit(ROUND_BATCH)
    .execute();
}

/** Tickets that closed themselves and whose SMS nobody has claimed yet. */
export function closingTextsDue(db: Db) {
  return db
    .selectFrom('tickets')
    .selectAll()
    .where('auto_closed_at', 'is not', null)
    .where('close_sms_at', 'is', null)
    .limit(ROUND_BATCH)
    .execute();
}

/** Claims a closing SMS for sending: true for exactly one caller, however many race. */
export async function claimClosingText(db: Db, id: string, at: string): Promise<boolean> {
  const claimed = await db
    .updateTable('tickets')
    .set({ close_sms_at: at })
    .where('id', '=', id)
    .where('close_sms_at', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}
