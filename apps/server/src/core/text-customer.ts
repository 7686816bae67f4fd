import { randomUUID } from 'node:crypto';
import { isLanguage, type Language } from '@waha/shared';
import type { FastifyInstance } from 'fastify';

export interface CustomerText {
  nationalId: string;
  /** The language the customer used with us, when the core record has none we can use. */
  fallbackLanguage?: string | null;
  /** What the SMS is about, for the provider's records and the dev outbox (e.g. "ticket-solved"). */
  purpose: string;
  subject: string;
  /** The text in the customer's language. */
  text: (language: Language) => string;
}

/**
 * An SMS (not a code) to the phone ON RECORD, in the customer's language: how every desk tells a
 * customer that something happened. Call it after the commit: an SMS cannot be rolled back, so it
 * goes only for a change that stands. A failed send is logged (staff follow up by phone) and
 * never undoes the change.
 */
export async function textCustomer(app: FastifyInstance, message: CustomerText): Promise<void> {
  const customer = await app.db
    .selectFrom('core_customers')
    .select(['phone', 'language'])
    .where('national_id', '=', message.nationalId)
    .executeTakeFirst();
  if (!customer) return;
  const language: Language = isLanguage(customer.language)
    ? customer.language
    : isLanguage(message.fallbackLanguage ?? '')
      ? (message.fallbackLanguage as Language)
      : 'ar';
  try {
    await app.sms.send({
      id: randomUUID(),
      to: customer.phone,
      text: message.text(language),
      purpose: message.purpose,
      subject: message.subject,
      code: '',
    });
  } catch (error) {
    app.log.warn({ err: error, purpose: message.purpose, subject: message.subject }, 'customer SMS not sent');
  }
}
