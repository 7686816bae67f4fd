import { randomUUID } from 'node:crypto';
import { brand, interpolate, isLanguage, TICKETS_MESSAGES, type Language } from '@waha/shared';
import type { FastifyInstance } from 'fastify';
import type { TicketsTable } from '../../db/schema.js';

export type TicketSms = 'submitted' | 'replyNeeded' | 'solved';

/** The date a Riyadh reader expects in an SMS (YYYY-MM-DD, Saudi time). */
const riyadhDay = (iso: string) => new Date(Date.parse(iso) + 3 * 3600_000).toISOString().slice(0, 10);

/**
 * Tells the customer, by SMS to the phone ON RECORD and in their language, what happened to their
 * ticket. Sent after the commit: a failure is logged and the change stands.
 */
export async function tellCustomer(app: FastifyInstance, ticket: TicketsTable, what: TicketSms) {
  const customer = await app.db
    .selectFrom('core_customers')
    .select(['phone', 'language'])
    .where('national_id', '=', ticket.national_id)
    .executeTakeFirst();
  if (!customer) return;
  const language: Language = isLanguage(customer.language)
    ? customer.language
    : isLanguage(ticket.language)
      ? ticket.language
      : 'ar';
  const text = interpolate(TICKETS_MESSAGES[language][`sms.${what}`]!, {
    company: brand.companyShortName[language],
    id: ticket.id,
    date: riyadhDay(ticket.target_at),
  });
  try {
    await app.sms.send({
      id: randomUUID(),
      to: customer.phone,
      text,
      purpose: `ticket-${what}`,
      subject: ticket.id,
      code: '',
    });
  } catch (error) {
    app.log.warn({ err: error, ticket: ticket.id }, 'ticket SMS not sent');
  }
}
