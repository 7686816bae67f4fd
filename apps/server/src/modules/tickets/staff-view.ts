import { AppError } from '../../lib/app-error.js';
import type { Db } from '../../db/connection.js';
import type { TicketsTable } from '../../db/schema.js';
import type { StaffTicket, StaffTicketRow } from '@waha/shared';
import { findTicket, listFiles } from './repository.js';

export const rowView = (t: TicketsTable): StaffTicketRow => ({
  id: t.id,
  name: t.name,
  status: t.status as StaffTicketRow['status'],
  category: t.category,
  requestType: t.request_type,
  createdAt: t.created_at,
  targetAt: t.target_at,
  closedAt: t.closed_at,
  assigneeId: t.assignee_id,
});

export async function loadTicket(db: Db, id: string): Promise<TicketsTable> {
  const ticket = await findTicket(db, id);
  if (!ticket) throw new AppError(404, 'not_found');
  return ticket;
}

/** Everything an officer sees of one ticket: its files, notes (internal too), history and review. */
export async function staffTicketView(db: Db, id: string): Promise<StaffTicket> {
  const t = await loadTicket(db, id);
  const [files, notes, events, review] = await Promise.all([
    listFiles(db, id),
    db.selectFrom('ticket_notes').selectAll().where('ticket_id', '=', id).orderBy('created_at').execute(),
    db.selectFrom('ticket_events').selectAll().where('ticket_id', '=', id).orderBy('created_at').execute(),
    db.selectFrom('ticket_reviews').selectAll().where('ticket_id', '=', id).executeTakeFirst(),
  ]);
  return {
    ...rowView(t),
    nationalId: t.national_id,
    email: t.email,
    phone: t.phone,
    transactionNumber: t.transaction_number,
    description: t.description,
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
  };
}
