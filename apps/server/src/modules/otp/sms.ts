import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/connection.js';

export interface SmsMessage {
  /** The code's id: sent as the provider's idempotency key, so one code is one SMS at most. */
  id: string;
  to: string;
  text: string;
  purpose: string;
  subject: string;
  /** Only the console adapter keeps it (dev outbox); a real provider gets the text alone. */
  code: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/**
 * Development and tests: no SMS leaves the machine; the message goes to the log and to the dev
 * outbox table that GET /api/dev/outbox reads (never registered in production).
 */
export function consoleSms(db: Db, log: FastifyBaseLogger, keepOutbox = true): SmsSender {
  return {
    async send(message) {
      log.info({ to: message.to, purpose: message.purpose, smsText: message.text }, 'console SMS');
      if (!keepOutbox) return;
      await db
        .insertInto('dev_sms_outbox')
        .values({
          id: randomUUID(),
          to_phone: message.to,
          purpose: message.purpose,
          subject: message.subject,
          text: message.text,
          code: message.code,
          created_at: new Date().toISOString(),
        })
        .execute();
    },
  };
}

/** A JSON HTTP provider: POST {to, text, sender} with a bearer token; any non-2xx is a failure. */
export function httpSms(sms: AppConfig['sms'], fetchImpl: typeof fetch = fetch): SmsSender {
  if (!sms.url) throw new Error('SMS_HTTP_URL is required for the http SMS provider');
  const url = sms.url;
  return {
    async send(message) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(sms.token ? { authorization: `Bearer ${sms.token}` } : {}),
        },
        body: JSON.stringify({ to: message.to, text: message.text, sender: sms.senderId }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
  };
}
