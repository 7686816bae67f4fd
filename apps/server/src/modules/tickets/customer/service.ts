import { type Language, type TicketForm, type TicketReview, type TicketView } from '@waha/shared';
import type { FastifyInstance } from 'fastify';
import { findCustomer } from '../../../core/repository.js';
import type { TicketsTable } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { storeThenCommit, type AcceptedFile } from '../../../lib/uploads/index.js';
import { answerNotes, findReview, insertReview, insertTicket, pendingNote } from './repository.js';
import {
  findOwnTicket,
  insertFiles,
  isUniqueViolation,
  listFiles,
  moveTicket,
  reclaimOpenKey,
  recordEvent,
} from '../repository.js';
import { ticketParts } from '../staff/repository.js';
import { fileNewTicket, newTicketRow } from '../ticket-row.js';
import { customerThread } from '../thread.js';
import { fileUrl, ticketFileRows } from '../uploads.js';

/** The customer must be registered in the app and active (PRODUCT.md section 5). */
async function activeCustomer(app: FastifyInstance, nationalId: string) {
  const customer = await findCustomer(app.db, nationalId);
  if (!customer || !customer.app_registered || !customer.active) {
    throw new AppError(409, 'account_not_active');
  }
  return customer;
}

/**
 * Stores the ticket, its files and its first event together. The files were checked by content
 * before; they are written to storage first and removed again if the database refuses the ticket.
 */
export async function submitTicket(
  app: FastifyInstance,
  form: TicketForm,
  files: AcceptedFile[],
  language: Language,
) {
  await activeCustomer(app, form.nationalId);
  const now = new Date();
  const at = now.toISOString();
  const ticket = newTicketRow({ ...form, language, channel: 'site' }, now);

  const { rows, writes } = ticketFileRows(ticket.id, 'attachment', files, at);
  await fileNewTicket(app, ticket, form.category, () =>
    storeThenCommit(app.storage, writes, () =>
      app.db.transaction().execute(async (trx) => {
        await insertTicket(trx, ticket);
        await insertFiles(trx, rows);
        await recordEvent(trx, ticket.id, {
          action: 'submit',
          fromStatus: null,
          status: 'open',
          actor: 'customer',
          at,
        });
      }),
    ),
  );
  return { requestId: ticket.id, createdAt: ticket.created_at, targetAt: ticket.target_at };
}

/** A ticket the caller may act on: both the id and the national ID must match, else 404. */
export async function ownTicket(app: FastifyInstance, requestId: string, nationalId: string) {
  const ticket = await findOwnTicket(app.db, requestId, nationalId);
  if (!ticket) throw new AppError(404, 'ticket_not_found');
  return ticket;
}

const SUMMARY: Record<string, 'open' | 'solved'> = {
  open: 'open',
  awaiting_customer: 'open',
  escalated: 'open',
  solved: 'solved',
  closed: 'solved',
};

/** The status check: open, solved, no record or unknown, with the follow-up view. */
export async function ticketView(
  app: FastifyInstance,
  secret: string,
  requestId: string,
  nationalId: string,
): Promise<TicketView> {
  const ticket = await findOwnTicket(app.db, requestId, nationalId);
  if (!ticket) return { result: 'no_record', ticket: null };
  const now = new Date();
  const [files, note, { notes, events, review }] = await Promise.all([
    listFiles(app.db, ticket.id, 'response'),
    pendingNote(app.db, ticket.id),
    ticketParts(app.db, ticket.id),
  ]);
  const unresolved = ticket.status !== 'closed' && ticket.status !== 'solved';
  return {
    result: SUMMARY[ticket.status] ?? 'unknown',
    ticket: {
      requestId: ticket.id,
      status: ticket.status as NonNullable<TicketView['ticket']>['status'],
      category: ticket.category,
      requestType: ticket.request_type,
      createdAt: ticket.created_at,
      targetAt: ticket.target_at,
      targetPassed: unresolved && Date.parse(ticket.target_at) < now.getTime(),
      solvedAt: ticket.solved_at,
      closedAt: ticket.closed_at,
      response: ticket.response,
      responseFiles: files.map((f) => ({ id: f.id, name: f.file_name, url: fileUrl(secret, f.id, now) })),
      employeeNote: ticket.status === 'awaiting_customer' ? (note?.text ?? null) : null,
      review: review
        ? { rating: review.rating, comment: review.comment, createdAt: review.created_at }
        : null,
      thread: customerThread({ ticket, notes, events }),
    },
  };
}

/** The customer's answer to the note that needs one: awaiting_customer -> open. */
export async function replyToNote(app: FastifyInstance, ticket: TicketsTable, text: string) {
  const at = new Date().toISOString();
  await app.db.transaction().execute(async (trx) => {
    await moveTicket(trx, ticket, 'reply', { actor: 'customer', text }, {}, at);
    await answerNotes(trx, ticket.id, text, at);
  });
}

/** Yes closes the ticket; no sends it to the escalation department. */
export async function confirmResolution(app: FastifyInstance, ticket: TicketsTable, resolved: boolean) {
  const run = () =>
    app.db.transaction().execute(async (trx) => {
      await moveTicket(trx, ticket, resolved ? 'accept' : 'reject', { actor: 'customer' });
      if (!resolved) await reclaimOpenKey(trx, ticket);
    });
  try {
    await run();
  } catch (error) {
    // A new ticket of the type committed between the check and the update: it keeps the key.
    if (!isUniqueViolation(error)) throw error;
    await run();
  }
}

/** A closed ticket can be reviewed once; the primary key refuses a second review however it races. */
export function checkReviewable(ticket: TicketsTable, hasReview: boolean) {
  if (ticket.status !== 'closed' || hasReview) throw new AppError(409, 'ticket_state');
}

export async function hasReview(app: FastifyInstance, ticketId: string) {
  return Boolean(await findReview(app.db, ticketId));
}

export async function saveReview(app: FastifyInstance, ticket: TicketsTable, review: TicketReview) {
  const at = new Date().toISOString();
  try {
    await app.db.transaction().execute(async (trx) => {
      await insertReview(trx, {
        ticket_id: ticket.id,
        rating: review.rating,
        comment: review.comment,
        created_at: at,
      });
      await recordEvent(trx, ticket.id, {
        action: 'review',
        fromStatus: ticket.status,
        status: ticket.status,
        actor: 'customer',
        text: `${review.rating}`,
        at,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'ticket_state');
    throw error;
  }
}
