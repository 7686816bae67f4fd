import { randomUUID } from 'node:crypto';
import type { TicketStatus } from '@waha/shared';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Database, TicketFilesTable, TicketsTable } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';

export type Trx = Transaction<Database>;

export type Actor = 'customer' | 'employee' | 'system';

/** Not yet answered for the customer: the statuses the 7-day clock still runs for. */
export const UNRESOLVED = ['open', 'awaiting_customer', 'escalated'];

/**
 * Unresolved tickets past their 7-day target (the metrics gauge, read on every scrape): one count
 * over the unresolved rows, which the (status, created_at) index finds without reading the rest.
 */
export async function countPastTarget(db: Db, now = new Date()): Promise<number> {
  const row = await db
    .selectFrom('tickets')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('status', 'in', UNRESOLVED)
    .where('target_at', '<', now.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The moves of PRODUCT.md section 5, each from the statuses it may start at. Anything else is an
 * illegal transition and is refused (409 ticket_state for customers, invalid_transition for staff).
 */
export const TICKET_MOVES = {
  ask: { from: ['open'], to: 'awaiting_customer' },
  reply: { from: ['awaiting_customer'], to: 'open' },
  solve: { from: ['open'], to: 'solved' },
  accept: { from: ['solved'], to: 'closed' },
  reject: { from: ['solved'], to: 'escalated' },
  resolve: { from: ['escalated'], to: 'closed' },
  // The clock's moves, by rule (actor: system; clock/clock.ts).
  autoEscalate: { from: ['open', 'awaiting_customer'], to: 'escalated' },
  autoClose: { from: ['solved'], to: 'closed' },
} as const satisfies Record<string, { from: readonly TicketStatus[]; to: TicketStatus }>;
export type TicketMove = keyof typeof TICKET_MOVES;

/** Held while a ticket is open, awaiting the customer or escalated: one per customer and request type. */
export const openKey = (nationalId: string, requestType: string) => `${nationalId}:${requestType}`;

export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

export async function findTicket(db: Db | Trx, id: string): Promise<TicketsTable | undefined> {
  return db.selectFrom('tickets').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The ticket only when the national ID matches too: a wrong pair reads as "no record". */
export async function findOwnTicket(db: Db, id: string, nationalId: string) {
  const ticket = await findTicket(db, id);
  return ticket?.national_id === nationalId ? ticket : undefined;
}

/**
 * An escalated ticket blocks its type again, unless the customer opened a newer ticket of that type
 * while this one was solved: then the newer one holds the key and both are worked on. A submission
 * racing this update is refused by the unique index and the caller retries (confirmResolution).
 */
export async function reclaimOpenKey(trx: Trx, ticket: TicketsTable): Promise<void> {
  const key = openKey(ticket.national_id, ticket.request_type);
  await trx
    .updateTable('tickets')
    .set({ open_key: key })
    .where('id', '=', ticket.id)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('tickets as held').select('held.id').where('held.open_key', '=', key))),
    )
    .execute();
}

export async function findOpenTicket(db: Db | Trx, nationalId: string, requestType: string) {
  return db
    .selectFrom('tickets')
    .select('id')
    .where('open_key', '=', openKey(nationalId, requestType))
    .executeTakeFirst();
}

export interface EventInput {
  action: string;
  fromStatus: string | null;
  status: string;
  actor: Actor;
  actorId?: string | null;
  text?: string | null;
  at: string;
}

export async function recordEvent(trx: Trx, ticketId: string, e: EventInput): Promise<void> {
  await trx
    .insertInto('ticket_events')
    .values({
      id: randomUUID(),
      ticket_id: ticketId,
      action: e.action,
      from_status: e.fromStatus,
      status: e.status,
      actor: e.actor,
      actor_id: e.actorId ?? null,
      text: e.text ?? null,
      created_at: e.at,
    })
    .execute();
}

/**
 * Moves a ticket inside the caller's transaction, only from the status it was read in: of two
 * people acting at once, one wins and the other is refused. Records the event with its actor.
 */
export async function moveTicket(
  trx: Trx,
  ticket: TicketsTable,
  move: TicketMove,
  who: { actor: Actor; actorId?: string | null; text?: string | null },
  set: Partial<TicketsTable> = {},
  at = new Date().toISOString(),
): Promise<void> {
  const { from, to } = TICKET_MOVES[move];
  const refusal = () =>
    who.actor === 'customer' ? new AppError(409, 'ticket_state') : new AppError(400, 'invalid_transition');
  if (!(from as readonly string[]).includes(ticket.status)) throw refusal();
  const moved = await trx
    .updateTable('tickets')
    .set({
      ...set,
      status: to,
      updated_at: at,
      // A solved ticket awaiting the customer's yes/no, and a closed one, no longer block a new
      // ticket of their type (issue 23); `reclaimOpenKey` takes the key back on "no".
      ...(to === 'solved' ? { solved_at: at, open_key: null } : {}),
      ...(to === 'escalated' ? { escalated_at: at } : {}),
      ...(to === 'closed' ? { closed_at: at, open_key: null } : {}),
    })
    .where('id', '=', ticket.id)
    .where('status', '=', ticket.status)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw refusal();
  await recordEvent(trx, ticket.id, { action: move, fromStatus: ticket.status, status: to, at, ...who });
}

export async function listFiles(db: Db, ticketId: string, kind?: 'attachment' | 'response') {
  let query = db.selectFrom('ticket_files').selectAll().where('ticket_id', '=', ticketId);
  if (kind) query = query.where('kind', '=', kind);
  return query.orderBy('created_at').orderBy('id').execute();
}

export async function insertFiles(trx: Trx, files: TicketFilesTable[]): Promise<void> {
  if (files.length > 0) await trx.insertInto('ticket_files').values(files).execute();
}

/** A response file by id (the customer's signed link names only the file). */
export async function findResponseFile(db: Db, fileId: string) {
  return db
    .selectFrom('ticket_files')
    .selectAll()
    .where('id', '=', fileId)
    .where('kind', '=', 'response')
    .executeTakeFirst();
}

/** The phone on record of the ticket's customer (codes go there), or undefined when not a customer. */
export async function customerPhone(db: Db, nationalId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('core_customers')
    .select('phone')
    .where('national_id', '=', nationalId)
    .executeTakeFirst();
  return row?.phone;
}
