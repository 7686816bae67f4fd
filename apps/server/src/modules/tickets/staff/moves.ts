import type { TicketRemedy } from '@waha/shared';
import type { TicketsTable } from '../../../db/schema.js';
import { withoutNul } from '../../../lib/text.js';
import { type AuditChange, type AuditContext, type StaffContext, writeAudit } from '../../staff/index.js';
import { moveTicket, type Trx } from '../repository.js';
import { insertNote, setTicketAssignee } from './repository.js';

/** The officer acting: their account id and the label their notes carry (employee number). */
export interface Officer {
  id: string;
  label: string;
}

/*
 * The officer's changes to one ticket inside the caller's transaction, each answering its audit
 * entry: the bulk routes hand it to lib/bulk.ts, the single-ticket routes write it through
 * `audited`, so a ticket changed in bulk reads exactly like one changed on its own. SMS go after
 * the commit, by the caller.
 */
type Move<A extends unknown[]> = (trx: Trx, ...args: A) => Promise<AuditChange>;

/** The move for a single-ticket route: the change and its audit entry, in the same transaction. */
const audited =
  <A extends unknown[]>(move: Move<A>) =>
  async (trx: Trx, audit: AuditContext, ...args: A): Promise<void> =>
    writeAudit(trx, audit, await move(trx, ...args));

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

export async function ticketAssignment(
  trx: Trx,
  ticket: TicketsTable,
  assigneeId: string | null,
  at: string,
): Promise<AuditChange> {
  await setTicketAssignee(trx, ticket.id, assigneeId, at);
  return {
    action: 'ticket.assign',
    recordType: 'ticket',
    recordId: ticket.id,
    before: { assigneeId: ticket.assignee_id },
    after: { assigneeId },
  };
}
export const assignTicket = audited(ticketAssignment);

/** A note; with `needsReply` the ticket moves open -> awaiting_customer (refused otherwise). */
export async function ticketNote(
  trx: Trx,
  officer: Officer,
  ticket: TicketsTable,
  note: { text: string; needsReply: boolean },
  at: string,
): Promise<AuditChange> {
  const text = withoutNul(note.text);
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
  return {
    action: note.needsReply ? 'ticket.ask' : 'ticket.note',
    recordType: 'ticket',
    recordId: ticket.id,
    before: note.needsReply ? { status: ticket.status } : undefined,
    after: { noteId, text, ...(note.needsReply ? { status: 'awaiting_customer' } : {}) },
  };
}
export const addNote = audited(ticketNote);

/**
 * The response the customer reads and the remedy given; open -> solved, and an unassigned ticket
 * becomes the solver's.
 */
export async function ticketSolution(
  trx: Trx,
  officer: Officer,
  ticket: TicketsTable,
  answer: { text: string; remedy: TicketRemedy },
  at: string,
): Promise<AuditChange> {
  const response = withoutNul(answer.text);
  const { remedy } = answer;
  await moveTicket(
    trx,
    ticket,
    'solve',
    { actor: 'employee', actorId: officer.id },
    { response, remedy, ...(ticket.assignee_id ? {} : { assignee_id: officer.id }) },
    at,
  );
  return {
    action: 'ticket.solve',
    recordType: 'ticket',
    recordId: ticket.id,
    before: { status: ticket.status, response: ticket.response, remedy: ticket.remedy ?? null },
    after: { status: 'solved', response, remedy },
  };
}
export const solveTicket = audited(ticketSolution);
