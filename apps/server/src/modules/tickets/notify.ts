import { brand, interpolate, riyadhDate, TICKETS_MESSAGES } from '@waha/shared';
import type { FastifyInstance } from 'fastify';
import { textCustomer } from '../../core/text-customer.js';
import type { TicketsTable } from '../../db/schema.js';

export type TicketSms = 'submitted' | 'replyNeeded' | 'solved' | 'autoClosed';

/**
 * Tells the customer, by SMS to the phone ON RECORD and in their language, what happened to their
 * ticket. Sent after the commit: a failure is logged and the change stands.
 */
export async function tellCustomer(app: FastifyInstance, ticket: TicketsTable, what: TicketSms) {
  await textCustomer(app, {
    nationalId: ticket.national_id,
    fallbackLanguage: ticket.language,
    purpose: `ticket-${what}`,
    subject: ticket.id,
    text: (language) =>
      interpolate(TICKETS_MESSAGES[language][`sms.${what}`]!, {
        company: brand.companyShortName[language],
        id: ticket.id,
        // The date a Riyadh reader expects in an SMS (YYYY-MM-DD, Saudi time).
        date: riyadhDate(ticket.target_at),
      }),
  });
}
