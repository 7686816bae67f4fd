import type { Db } from '../../../db/connection.js';
import type { TicketReviewsTable, TicketsTable } from '../../../db/schema.js';
import type { Trx } from '../repository.js';

/*
 * The customer side's queries of a ticket (status check, reply, review), beside the service that
 * runs them, so the service holds the rules and this file the SQL.
 */

export async function insertTicket(trx: Trx, ticket: TicketsTable): Promise<void> {
  await trx.insertInto('tickets').values(ticket).execute();
}

/** The employee's latest note still waiting for the customer's reply, if any. */
export async function pendingNote(db: Db, ticketId: string) {
  return db
    .selectFrom('ticket_notes')
    .select('text')
    .where('ticket_id', '=', ticketId)
    .where('needs_reply', '=', 1)
    .where('replied_at', 'is', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/** Records the customer's answer on every note that waited for one. */
export async function answerNotes(trx: Trx, ticketId: string, text: string, at: string): Promise<void> {
  await trx
    .updateTable('ticket_notes')
    .set({ reply: text, replied_at: at })
    .where('ticket_id', '=', ticketId)
    .where('needs_reply', '=', 1)
    .where('replied_at', 'is', null)
    .execute();
}

export async function findReview(db: Db, ticketId: string) {
  return db.selectFrom('ticket_reviews').selectAll().where('ticket_id', '=', ticketId).executeTakeFirst();
}

export async function insertReview(trx: Trx, review: TicketReviewsTable): Promise<void> {
  await trx.insertInto('ticket_reviews').values(review).execute();
}
