import { TICKET_TARGET_DAYS, type TicketChannel, type TicketForm } from '@waha/shared';
import type { TicketsTable } from '../../db/schema.js';
import { newReference } from '../../lib/references.js';
import { openKey } from './repository.js';

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
