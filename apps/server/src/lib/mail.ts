import { createTransport } from 'nodemailer';
import type { MailConfig } from '../config/mail.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Staff e-mail through the configured SMTP server (nodemailer: the maintained, standard client),
 * or null when none is configured. Plain text: what is sent is a notice pointing to the desk,
 * never a customer's personal data.
 */
export function createMailer(config: MailConfig | null): Mailer | null {
  if (!config) return null;
  const transport = createTransport(config.url);
  return {
    send: async (message) => {
      await transport.sendMail({ from: config.from, ...message });
    },
    close: () => transport.close(),
  };
}
