import { randomUUID } from 'node:crypto';
import type { TicketListQuery } from '@waha/shared';
import type { Db } from '../../../db/connection.js';
import type { Database, TicketsTable } from '../../../db/schema.js';
import { listExport, listOrder } from '../../../lib/list-query.js';
import { UNRESOLVED, type Trx } from '../repository.js';

/** The queue's sort names and their columns (the list query's `sort`, `-` for descending). */
export const TICKET_SORTABLE = {
  createdAt: 'created_at',
  targetAt: 'target_at',
  status: 'status',
  name: 'name',
} as const;

/**
 * The support queue's filters as one query (the list, its count and the CSV share it). `me` is the
 * signed-in officer, for `assignee=me`; the escalation view sees escalated tickets only.
 */
export function filteredTickets(db: Db, q: TicketListQuery, me: string, onlyEscalated = false) {
  let query = db.selectFrom('tickets');
  if (onlyEscalated) query = query.where('status', '=', 'escalated');
  else if (q.status) query = query.where('status', '=', q.status);
  if (q.requestType) query = query.where('request_type', '=', q.requestType);
  if (q.category) query = query.where('category', '=', q.category);
  if (q.age) {
    query = query
      .where('status', 'in', UNRESOLVED)
      .where('target_at', q.age === 'overdue' ? '<' : '>=', new Date().toISOString());
  }
  if (q.assignee === 'none') query = query.where('assignee_id', 'is', null);
  else if (q.assignee) query = query.where('assignee_id', '=', q.assignee === 'me' ? me : q.assignee);
  if (q.q) {
    const term = q.q.toUpperCase().replace(/[%_\\]/g, '');
    query = query.where((eb) =>
      eb.or([eb('id', '=', term), eb(eb.fn('lower', ['name']), 'like', `%${term.toLowerCase()}%`)]),
    );
  }
  return query;
}

export async function findTickets(db: Db | Trx, ids: readonly string[]): Promise<Map<string, TicketsTable>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('tickets')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export async function setTicketAssignee(trx: Trx, id: string, assigneeId: string | null, at: string) {
  await trx
    .updateTable('tickets')
    .set({ assignee_id: assigneeId, updated_at: at })
    .where('id', '=', id)
    .execute();
}

/** One ticket's notes, events and review: the parts of the officer's view beside the ticket row. */
export async function ticketParts(db: Db, id: string) {
  const [notes, events, review] = await Promise.all([
    db.selectFrom('ticket_notes').selectAll().where('ticket_id', '=', id).orderBy('created_at').execute(),
    db.selectFrom('ticket_events').selectAll().where('ticket_id', '=', id).orderBy('created_at').execute(),
    db.selectFrom('ticket_reviews').selectAll().where('ticket_id', '=', id).executeTakeFirst(),
  ]);
  return { notes, events, review };
}

export async function findTicketFile(db: Db, ticketId: string, fileId: string) {
  return db
    .selectFrom('ticket_files')
    .selectAll()
    .where('id', '=', fileId)
    .where('ticket_id', '=', ticketId)
    .executeTakeFirst();
}

/** The rows SAMA's monthly figures are counted from: tickets submitted since `since`. */
export async function figureRows(db: Db, since: string) {
  return db
    .selectFrom('tickets')
    .select(['created_at', 'status', 'target_at', 'solved_at', 'escalated_at'])
    .where('created_at', '>=', since)
    .execute();
}

export interface NoteInput {
  ticketId: string;
  staffId: string;
  staffLabel: string;
  text: string;
  needsReply: boolean;
  at: string;
}

export async function insertNote(trx: Trx, note: NoteInput): Promise<string> {
  const id = randomUUID();
  await trx
    .insertInto('ticket_notes')
    .values({
      id,
      ticket_id: note.ticketId,
      staff_id: note.staffId,
      staff_label: note.staffLabel,
      text: note.text,
      needs_reply: note.needsReply ? 1 : 0,
      reply: null,
      replied_at: null,
      created_at: note.at,
    })
    .execute();
  return id;
}

/** The filtered queue as a CSV export, in the list's order (nearest deadline first unless sorted). */
export function ticketsForExport(
  db: Db,
  q: TicketListQuery,
  me: string,
  maxRows: number,
  onlyEscalated = false,
) {
  return listExport<Database, 'tickets', TicketsTable>(
    () => filteredTickets(db, q, me, onlyEscalated),
    listOrder(TICKET_SORTABLE, q.sort, 'targetAt', 'id'),
    maxRows,
  );
}
