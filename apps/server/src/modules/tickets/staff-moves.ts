import type { TicketRemedy } from '@waha/shared';
import type { TicketsTable } from '../../db/schema.js';
import { type AuditContext, type StaffContext, writeAudit } from '../staff/index.js';
import { moveTicket, type Trx } from './repository.js';
import { insertNote, setTicketAssignee } from './staff-repository.js';

/** The officer acting: their account id and the label their notes carry (employee number). */
export interface Officer {
  id: string;
  label: string;
}

/*
 * The officer's changes to one ticket, each with its audit entry, inside the caller's transaction:
 * the single-ticket routes and the bulk routes run the same steps, so a ticket changed in bulk
 * reads exactly like one changed on its own. SMS go after the commit, by the caller.
 */

/** A NUL cannot be stored by PostgreSQL; it is shown as U+FFFD, as everywhere else. */
export const clean = (text: string) => text.replaceAll('\u0000', '\uFFFD');

/**
 * PRODUCT.md 14 gives reassignment to the support lead (ADR 2301): an officer may take or give out
 * an unassigned ticket and hand on or drop their own, but a ticket another officer holds changes
 * hands only by someone holding `tickets.lead`.
 */
export function mayReassign(staff: StaffContext, ticket: TicketsTable): boolean {
  return (
    ticket.assignee_id === null ||
    ticket.assignee_id === staff.account.id ||
    staff.permissions.includes('tickets.lead')
  );
}

export async function assignTicket(
  trx: Trx,
  audit: AuditContext,
  ticket: TicketsTable,
  assigneeId: string | null,
  at: string,
): Promise<void> {
  await setTicketAssignee(trx, ticket.id, assigneeId, at);
  await writeAudit(trx, audit, {
    action: 'ticket.assign',
    recordType: 'ticket',
    recordId: ticket.id,
    before: { assigneeId: ticket.assignee_id },
    after: { assigneeId },
  });
}

/** A note; with `needsReply` the ticket moves open -> awaiting_customer (refused otherwise). */
export async function addNote(
  trx: Trx,
  audit: AuditContext,
  officer: Officer,
  ticket: TicketsTable,
  note: { text: string; needsReply: boolean },
  at: string,
): Promise<void> {
  const text = clean(note.text);
  if (note.needsReply)
    await moveTicket(trx, ticket, 'ask', { actor: 'employee', actorId: officer.id }, {}, at);
  const noteId = await insertNote(trx, {
    ticketId: ticket.id,
    staffId: officer.id,
    staffLabel: officer.label,
    text,
    needsReply: note.needsReply,
    at,
  });
  await writeAudit(trx, audit, {
    action: note.needsReply ? 'ticket.ask' : 'ticket.note',
    recordType: 'ticket',
    recordId: ticket.id,
    before: note.needsReply ? { status: ticket.status } : undefined,
    after: { noteId, text, ...(note.needsReply ? { status: 'awaiting_customer' } : {}) },
  });
}

/**
 * The response the customer reads and the remedy given; open -> solved, and an unassigned ticket
 * becomes the solver's.
 */
export async function solveTicket(
  trx: Trx,
  audit: AuditContext,
  officer: Officer,
  ticket: TicketsTable,
  answer: { text: string; remedy: TicketRemedy },
  at: string,
): Promise<void> {
  const response = clean(answer.text);
  const { remedy } = answer;
  await moveTicket(
    trx,
    ticket,
    'solve',
    { actor: 'employee', actorId: officer.id },
    { response, remedy, ...(ticket.assignee_id ? {} : { assignee_id: officer.id }) },
    at,
  );
  await writeAudit(trx, audit, {
    action: 'ticket.solve',
    recordType: 'ticket',
    recordId: ticket.id,
    before: { status: ticket.status, response: ticket.response, remedy: ticket.remedy ?? null },
    after: { status: 'solved', response, remedy },
  });
}
