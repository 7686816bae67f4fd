import { TICKET_TARGET_DAYS, type TicketCategory, type TicketChannel, type TicketForm } from '@waha/shared';
import type { FastifyInstance } from 'fastify';
import type { TicketsTable } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { newReference } from '../../lib/references.js';
import { tellCustomer } from './notify.js';
import { findOpenTicket, isUniqueViolation, openKey } from './repository.js';

const DAY = 24 * 60 * 60 * 1000;

type NewTicket = Omit<TicketForm, 'email'> & {
  email: string;
  language: string;
  channel: TicketChannel;
  samacaresReference?: string | null;
  branchId?: number | null;
};

/**
 * A new open ticket, whoever files it (the customer on /support, or staff registering a phone,
 * branch or SAMACares complaint): the same clock (TICKET_TARGET_DAYS) and the same queue.
 */
export function newTicketRow(form: NewTicket, now: Date): TicketsTable {
  const at = now.toISOString();
  return {
    id: newReference('TK'),
    national_id: form.nationalId,
    name: form.name,
    email: form.email,
    phone: form.phone,
    category: form.category,
    request_type: form.requestType,
    transaction_number: form.transactionNumber || null,
    description: form.description,
    status: 'open',
    language: form.language,
    assignee_id: null,
    open_key: openKey(form.nationalId, form.requestType),
    response: null,
    resolution: null,
    created_at: at,
    updated_at: at,
    target_at: new Date(now.getTime() + TICKET_TARGET_DAYS * DAY).toISOString(),
    solved_at: null,
    escalated_at: null,
    closed_at: null,
    warned_at: null,
    auto_closed_at: null,
    close_sms_at: null,
    channel: form.channel,
    remedy: null,
    samacares_reference: form.samacaresReference || null,
    branch_id: form.branchId ?? null,
  };
}

const openTicketExists = (id: string) =>
  new AppError(409, 'ticket_open_exists', undefined, { reference: id });

/**
 * Files a new ticket: `write` stores it (its own transaction, files and all) unless the customer
 * has an unresolved ticket of its type. Two submissions racing past the first check meet the
 * unique open key; the loser is told which ticket won. Counted and texted after the commit.
 */
export async function fileNewTicket(
  app: FastifyInstance,
  ticket: TicketsTable,
  category: TicketCategory,
  write: () => Promise<unknown>,
) {
  const open = await findOpenTicket(app.db, ticket.national_id, ticket.request_type);
  if (open) throw openTicketExists(open.id);
  try {
    await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      const raced = await findOpenTicket(app.db, ticket.national_id, ticket.request_type);
      if (raced) throw openTicketExists(raced.id);
    }
    throw error;
  }
  app.metrics.ticketsOpened.inc({ category });
  await tellCustomer(app, ticket, 'submitted');
}
