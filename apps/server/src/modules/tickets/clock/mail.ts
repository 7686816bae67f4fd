import { formatStaffDateTime, interpolate, STAFF_MESSAGES, type Language } from '@waha/shared';
import type { FastifyInstance } from 'fastify';
import type { TicketsTable } from '../../../db/schema.js';
import type { Mailer } from '../../../lib/mail.js';
import { activeStaffEmails } from '../../staff/index.js';

/** Where the clock's e-mail goes out from, when an SMTP server is configured (ADR 2301). */
export interface ClockMail {
  mailer: Mailer;
  /** The site's address, for the link to the ticket in the back office. */
  origin: string;
}

/** Staff read the back office in Arabic or English: the notice carries both, Arabic first. */
const MAIL_LANGUAGES: Language[] = ['ar', 'en'];

/**
 * The day-5 warning by e-mail to the people it was given to in the desk, after the commit: the
 * ticket's number, its deadline and a link, never the customer's details. A failure is logged; the
 * warning stands in the desk.
 */
export async function mailWarning(
  app: FastifyInstance,
  mail: ClockMail,
  ticket: TicketsTable,
  people: string[],
) {
  const link = `${mail.origin}/staff/tickets?q=${encodeURIComponent(ticket.id)}`;
  const words = (language: Language, key: string) =>
    interpolate(STAFF_MESSAGES[language][`notifications.${key}`]!, {
      id: ticket.id,
      date: formatStaffDateTime(ticket.target_at, language),
      link,
    });
  const subject = MAIL_LANGUAGES.map((language) => words(language, 'mailSubject')).join(' | ');
  const text = MAIL_LANGUAGES.map((language) => words(language, 'mailBody')).join('\n\n');
  for (const to of await activeStaffEmails(app.db, people)) {
    try {
      await mail.mailer.send({ to, subject, text });
    } catch (error) {
      app.log.warn({ err: error, ticket: ticket.id }, 'ticket warning e-mail not sent');
    }
  }
}
