import type { CustomerThreadEntry, TicketStatus, TicketThreadEntry } from '@waha/shared';
import type {
  TicketEventsTable,
  TicketNotesTable,
  TicketReviewsTable,
  TicketsTable,
} from '../../db/schema.js';

interface ThreadSources {
  ticket: TicketsTable;
  notes: TicketNotesTable[];
  events: TicketEventsTable[];
  review: TicketReviewsTable | undefined;
  /** Staff account id -> name, for everyone who acted on the ticket. */
  names: Map<string, string>;
}

type Actor = TicketThreadEntry['actor'];
const BLANK = { who: null, text: null, action: null, fromStatus: null, status: null, toCustomer: false };
const status = (value: string | null) => value as TicketStatus | null;

/**
 * Every message, reply, note and status change of one ticket in the order they happened, so an
 * officer reads the case top to bottom. The customer's words come as stored (the web app renders
 * them as text); the response and the resolution are timed by the move that sent them.
 */
export function ticketThread({ ticket, notes, events, review, names }: ThreadSources): TicketThreadEntry[] {
  const nameOf = (actor: string, id: string | null) =>
    actor === 'employee' && id ? (names.get(id) ?? null) : null;
  const entry = (
    kind: TicketThreadEntry['kind'],
    at: string,
    actor: Actor,
    extra: Partial<TicketThreadEntry>,
  ) => ({
    ...BLANK,
    kind,
    at,
    actor,
    ...extra,
  });
  const movedBy = (action: string) => events.find((e) => e.action === action);
  const thread: TicketThreadEntry[] = [
    entry('customer', ticket.created_at, 'customer', { text: ticket.description }),
  ];
  for (const e of events) {
    if (e.action === 'submit') continue;
    const who = nameOf(e.actor, e.actor_id);
    thread.push(
      entry('status', e.created_at, e.actor as Actor, {
        who,
        action: e.action,
        fromStatus: status(e.from_status),
        status: status(e.status),
      }),
    );
  }
  for (const n of notes) {
    const who = names.get(n.staff_id) ?? n.staff_label;
    thread.push(
      entry('note', n.created_at, 'employee', { who, text: n.text, toCustomer: n.needs_reply === 1 }),
    );
    if (n.reply && n.replied_at) thread.push(entry('customer', n.replied_at, 'customer', { text: n.reply }));
  }
  for (const [text, action] of [
    [ticket.response, 'solve'],
    [ticket.resolution, 'resolve'],
  ] as const) {
    const move = movedBy(action);
    if (!text || !move) continue;
    thread.push(
      entry('reply', move.created_at, 'employee', { who: nameOf('employee', move.actor_id), text, action }),
    );
  }
  if (review?.comment)
    thread.push(entry('customer', review.created_at, 'customer', { text: review.comment }));
  // Stable: at one instant, the order above (message, move, note, reply) is the order it happened.
  return thread
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.at.localeCompare(b.item.at) || a.index - b.index)
    .map(({ item }) => item);
}

/**
 * The thread as the customer reads it: the same time order, without internal notes, staff names,
 * or events that changed no status (an assignment, the review's own event). The review is left
 * out: the page shows it under its own heading.
 */
export function customerThread(sources: Omit<ThreadSources, 'names' | 'review'>): CustomerThreadEntry[] {
  return ticketThread({ ...sources, review: undefined, names: new Map() })
    .filter((e) => (e.kind === 'note' ? e.toCustomer : e.kind !== 'status' || e.fromStatus !== e.status))
    .map(({ kind, at, text, fromStatus, status }) => ({ kind, at, text, fromStatus, status }));
}
