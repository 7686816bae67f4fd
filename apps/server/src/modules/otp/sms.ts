import { randomUUID } from 'node:crypto';
import { maskPhone } from '@waha/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/index.js';
import type { Db } from '../../db/connection.js';
import { DEV_SMS_KEY } from '../../lib/log-policy.js';
import type { SmsFailure } from '../../plugins/metrics-registry.js';

export interface SmsMessage {
  /** The code's id: sent as the provider's idempotency key, so one code is one SMS at most. */
  id: string;
  /** E.164, the phone on record. */
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
 * Development and tests: no SMS leaves the machine; the message goes to the dev outbox table that
 * GET /api/dev/outbox reads (loopback only, never in production). Only in development is the
 * message itself also logged, the one exception to the log policy; in tests the log gets the
 * masked phone alone. Production refuses this adapter at start.
 */
export function consoleSms(db: Db, log: FastifyBaseLogger, development: boolean): SmsSender {
  return {
    async send(message) {
      if (development) {
        log.info({ [DEV_SMS_KEY]: { to: message.to, text: message.text } }, 'console SMS');
      } else {
        log.info(
          { to: maskPhone(message.to), purpose: message.purpose },
          'console SMS (kept in the dev outbox)',
        );
      }
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

/**
 * A JSON HTTP provider: POST {to, text, sender} with a bearer token and the code's id as
 * `Idempotency-Key`; any non-2xx answer, a network error or no answer within the timeout is a
 * failure. Retry policy: none here. A request that may have reached the provider (5xx, timeout)
 * may also have been delivered, so the same code is never sent again: the caller voids it, and a
 * customer who asks again gets a NEW code (a failed send imposes no resend wait).
 */
export function httpSms(
  sms: AppConfig['sms'],
  log: FastifyBaseLogger,
  fetchImpl: typeof fetch = fetch,
  /** Told every failure's reason (the metrics count them). */
  onFailure: (reason: SmsFailure) => void = () => undefined,
): SmsSender {
  if (!sms.url) throw new Error('SMS_HTTP_URL is required for the http SMS provider');
  const url = sms.url;
  return {
    async send(message) {
      const context = { to: maskPhone(message.to), purpose: message.purpose, smsId: message.id };
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': message.id,
            ...(sms.token ? { authorization: `Bearer ${sms.token}` } : {}),
          },
          body: JSON.stringify({ to: message.to, text: message.text, sender: sms.senderId }),
          signal: AbortSignal.timeout(sms.timeoutMs),
        });
      } catch (error) {
        const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unreachable';
        log.warn({ ...context, reason }, 'SMS provider failed; code voided, not resent');
        onFailure(reason);
        throw error;
      }
      // Drain the body so the connection can be reused; its content is not needed.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) {
        log.warn({ ...context, status: response.status }, 'SMS provider failed; code voided, not resent');
        onFailure('rejected');
        throw new Error(`SMS provider answered ${response.status}`);
      }
    },
  };
}
