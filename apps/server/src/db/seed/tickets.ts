import type { Transaction } from 'kysely';
import type { Database, TicketsTable } from '../schema.js';

type Trx = Transaction<Database>;
const DAY = 24 * 60 * 60 * 1000;
/** The demo customer whose tickets show every status (the e2e specs file tickets for others). */
const CUSTOMER = { national_id: '2234567895', name: 'Muhammad Asif Khan', phone: '0500000004' };

interface DemoTicket {
  id: string;
  status: TicketsTable['status'];
  requestType: string;
  daysAgo: number;
  description: string;
  response?: string;
  /** Where it came in and the remedy given (ADR 2303): the complaint report has something to count. */
  channel?: string;
  remedy?: string;
}

/** PRODUCT.md section 13: a ticket in each status. Open ones hold their request type's open key. */
export const DEMO_TICKETS: DemoTicket[] = [
  {
    id: 'TKDEMO01',
    status: 'open',
    requestType: 'outgoing_transfer',
    daysAgo: 1,
    description: 'My transfer 2234567801 shows paid but my brother has not received it.',
  },
  {
    id: 'TKDEMO02',
    status: 'awaiting_customer',
    requestType: 'incoming_transfer',
    daysAgo: 3,
    description: 'An incoming transfer from Lahore has not arrived.',
  },
  {
    id: 'TKDEMO03',
    status: 'solved',
    requestType: 'app_issue',
    daysAgo: 5,
    description: 'The app logs me out every time I open it.',
    response: 'Please update the app to the latest version; the problem is fixed there.',
    channel: 'app',
    remedy: 'explanation',
  },
  {
    id: 'TKDEMO04',
    status: 'escalated',
    requestType: 'other',
    daysAgo: 9,
    description: 'I was charged a fee twice at the Jeddah Airport branch.',
    response: 'The fee was charged once; the second line is the VAT.',
    channel: 'branch',
    remedy: 'explanation',
  },
  {
    id: 'TKDEMO05',
    status: 'closed',
    requestType: 'outgoing_transfer',
    daysAgo: 20,
    description: 'The beneficiary name on my transfer was misspelled.',
    response: 'We corrected the name and the transfer was paid.',
    channel: 'phone',
    remedy: 'correction',
  },
];

function row(t: DemoTicket, now: number): TicketsTable {
  const created = now - t.daysAgo * DAY;
  const at = (offsetDays: number) => new Date(created + offsetDays * DAY).toISOString();
  const solved = ['solved', 'escalated', 'closed'].includes(t.status);
  return {
    id: t.id,
    national_id: CUSTOMER.national_id,
    name: CUSTOMER.name,
    email: 'asif.khan@example.com',
    phone: CUSTOMER.phone,
    category: t.status === 'escalated' ? 'complaint' : 'inquiry',
    request_type: t.requestType,
    transaction_number: t.requestType === 'outgoing_transfer' ? '2234567801' : null,
    description: t.description,
    status: t.status,
    language: 'ur',
    assignee_id: null,
    open_key:
      t.status === 'closed' || t.status === 'solved' ? null : `${CUSTOMER.national_id}:${t.requestType}`,
    response: t.response ?? null,
    resolution: null,
    created_at: at(0),
    updated_at: at(solved ? 2 : 0),
    target_at: at(7),
    solved_at: solved ? at(2) : null,
    escalated_at: t.status === 'escalated' ? at(3) : null,
    closed_at: t.status === 'closed' ? at(4) : null,
    warned_at: null,
    auto_closed_at: null,
    close_sms_at: null,
    // Every row names both: a multi-row insert on SQLite would write NULL for a key some rows lack.
    channel: t.channel ?? 'site',
    remedy: t.remedy ?? null,
  };
}

/** Inserts the demo tickets once (with their first event, the note awaiting a reply and a review). */
export async function seedDemoTickets(trx: Trx, now: Date): Promise<void> {
  const existing = await trx.selectFrom('tickets').select('id').where('id', 'like', 'TKDEMO%').execute();
  if (existing.length > 0) return;
  const rows = DEMO_TICKETS.map((t) => row(t, now.getTime()));
  await trx.insertInto('tickets').values(rows).execute();
  await trx
    .insertInto('ticket_events')
    .values(
      rows.map((r) => ({
        id: `${r.id}-submit`,
        ticket_id: r.id,
        action: 'submit',
        from_status: null,
        status: 'open',
        actor: 'customer',
        actor_id: null,
        text: null,
        created_at: r.created_at,
      })),
    )
    .execute();
  const awaiting = rows.find((r) => r.status === 'awaiting_customer')!;
  await trx
    .insertInto('ticket_notes')
    .values({
      id: `${awaiting.id}-note`,
      ticket_id: awaiting.id,
      staff_id: 'demo',
      staff_label: '90002',
      text: 'Please send us the sender’s name and the date the transfer was sent.',
      needs_reply: 1,
      reply: null,
      replied_at: null,
      created_at: awaiting.created_at,
    })
    .execute();
  const closed = rows.find((r) => r.status === 'closed')!;
  await trx
    .insertInto('ticket_reviews')
    .values({
      ticket_id: closed.id,
      rating: 5,
      comment: 'Quick and polite, thank you.',
      created_at: closed.closed_at!,
    })
    .execute();
}
