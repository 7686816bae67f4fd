import type { FastifyInstance } from 'fastify';
import type { TicketsTable } from '../db/schema.js';

export const DAY = 86_400_000;
/** A demo customer on record (core-people.ts): the clock's SMS goes to their phone. */
const CUSTOMER = '2100000005';

let serial = 0;

/**
 * Writes one ticket as if submitted at `createdAt` (target TICKET_TARGET_DAYS later), in the
 * state given; answers its id. Written directly: the clock tests need tickets of a known age.
 */
export async function clockTicket(
  app: FastifyInstance,
  createdAt: number,
  set: Partial<TicketsTable> = {},
): Promise<string> {
  serial += 1;
  const id = `TKC${process.pid % 1000}${String(serial).padStart(4, '0')}`.slice(0, 10);
  const created = new Date(createdAt).toISOString();
  await app.db
    .insertInto('tickets')
    .values({
      id,
      national_id: CUSTOMER,
      name: 'Clock Customer',
      email: 'clock@example.com',
      phone: '+966500000001',
      category: 'complaint',
      request_type: 'other',
      transaction_number: null,
      description: 'A ticket for the clock',
      status: 'open',
      language: 'ar',
      assignee_id: null,
      open_key: null,
      response: null,
      resolution: null,
      created_at: created,
      updated_at: created,
      target_at: new Date(createdAt + 7 * DAY).toISOString(),
      solved_at: null,
      escalated_at: null,
      closed_at: null,
      warned_at: null,
      auto_closed_at: null,
      close_sms_at: null,
      ...set,
    })
    .execute();
  return id;
}

/** The ticket's events of one action. */
export const eventsOf = (app: FastifyInstance, id: string, action: string) =>
  app.db
    .selectFrom('ticket_events')
    .selectAll()
    .where('ticket_id', '=', id)
    .where('action', '=', action)
    .execute();

/** The SMS the dev outbox holds about one ticket, by purpose. */
export const textsAbout = (app: FastifyInstance, id: string, purpose: string) =>
  app.db
    .selectFrom('dev_sms_outbox')
    .selectAll()
    .where('subject', '=', id)
    .where('purpose', '=', purpose)
    .execute();
