import type { Language, StaffTicket, StaffTicketRow, TicketChannel, TicketRemedy } from '@waha/shared';
import { AppError } from '../../../lib/app-error.js';
import type { Db } from '../../../db/connection.js';
import type { TicketsTable } from '../../../db/schema.js';
import { staffNames } from '../../staff/index.js';
import { findTicket, listFiles } from '../repository.js';
import { ticketParts } from './repository.js';
import { ticketThread } from '../thread.js';

/** One queue row; `names` holds the assignees' names (staffNames over the page). */
export const rowView = (t: TicketsTable, names: Map<string, string>): StaffTicketRow => ({
  id: t.id,
  name: t.name,
  status: t.status as StaffTicketRow['status'],
  category: t.category,
  requestType: t.request_type,
  createdAt: t.created_at,
  targetAt: t.target_at,
  closedAt: t.closed_at,
  assigneeId: t.assignee_id,
  assigneeName: t.assignee_id ? (names.get(t.assignee_id) ?? null) : null,
  language: t.language as Language,
});

/** A page of queue rows with their assignees' names (one query for the page, not one per row). */
export async function rowViews(db: Db, rows: TicketsTable[]): Promise<StaffTicketRow[]> {
  const names = await staffNames(
    db,
    rows.map((row) => row.assignee_id),
  );
  return rows.map((row) => rowView(row, names));
}

/**
 * Which tickets a reader may open: `all` (the support desk), or `escalated`, the escalation
 * department's (PRODUCT.md 14: escalated tickets only): one that went to the escalation queue,
 * by the customer's "no" or by the clock, including those it has since resolved.
 */
export type TicketScope = 'all' | 'escalated';

/** The ticket, or 404 when there is none in the reader's scope (its existence is not confirmed). */
export async function loadTicket(db: Db, id: string, scope: TicketScope = 'all'): Promise<TicketsTable> {
  const ticket = await findTicket(db, id);
  if (!ticket || (scope === 'escalated' && !ticket.escalated_at)) throw new AppError(404, 'not_found');
  return ticket;
}

/** Everything an officer sees of one ticket: its files, notes (internal too), history and review. */
export async function staffTicketView(db: Db, id: string, scope: TicketScope = 'all'): Promise<StaffTicket> {
  const t = await loadTicket(db, id, scope);
  const [files, { notes, events, review }] = await Promise.all([listFiles(db, id), ticketParts(db, id)]);
  const names = await staffNames(db, [
    t.assignee_id,
    ...notes.map((n) => n.staff_id),
    ...events.map((e) => e.actor_id),
  ]);
  return {
    ...rowView(t, names),
    nationalId: t.national_id,
    email: t.email,
    phone: t.phone,
    transactionNumber: t.transaction_number,
    description: t.description,
    channel: (t.channel ?? 'site') as TicketChannel,
    remedy: (t.remedy ?? null) as TicketRemedy | null,
    samacaresReference: t.samacares_reference ?? null,
    branchId: t.branch_id ?? null,
    response: t.response,
    resolution: t.resolution,
    files: files.map((f) => ({
      id: f.id,
      kind: f.kind,
      name: f.file_name,
      size: f.size,
      contentType: f.content_type,
    })),
    notes: notes.map((n) => ({
      id: n.id,
      staff: n.staff_label,
      text: n.text,
      needsReply: n.needs_reply === 1,
      reply: n.reply,
      repliedAt: n.replied_at,
      createdAt: n.created_at,
    })),
    events: events.map((e) => ({
      action: e.action,
      fromStatus: e.from_status,
      status: e.status,
      actor: e.actor as 'customer' | 'employee' | 'system',
      actorId: e.actor_id,
      createdAt: e.created_at,
    })),
    review: review ? { rating: review.rating, comment: review.comment, createdAt: review.created_at } : null,
    thread: ticketThread({ ticket: t, notes, events, review, names }),
  };
}
