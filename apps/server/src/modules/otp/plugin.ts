import { DevOutboxSchema } from '@waha/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ConfigError, type AppConfig } from '../../config/index.js';
import { AppError } from '../../lib/app-error.js';
import { countedOtp } from './counted.js';
import { listDevOutbox } from './repository.js';
import { OtpLimitError } from './caps.js';
import { createOtpService, type OtpService } from './service.js';
import { consoleSms, httpSms, type SmsSender } from './sms.js';

declare module 'fastify' {
  interface FastifyInstance {
    otp: OtpService;
    /** The SMS sender, for modules that tell a customer something (not a code). */
    sms: SmsSender;
  }
}

export interface OtpPluginOptions {
  config: AppConfig;
  /** Tests may swap the SMS sender (e.g. one that fails) or the clock. */
  sms?: SmsSender;
  now?: () => Date;
}

/** One-time codes for every module (PRODUCT.md section 4): `app.otp.issue()` / `app.otp.verify()`. */
export const otpPlugin = fp<OtpPluginOptions>(
  async (app, { config, sms, now }) => {
    const production = config.env === 'production';
    // loadConfig refuses this already; a config built by hand must not slip through either.
    if (production && !sms && config.sms.provider === 'console') {
      throw new ConfigError('Invalid environment variable SMS_PROVIDER: console is refused in production');
    }
    const sender =
      sms ??
      (config.sms.provider === 'http'
        ? httpSms(config.sms, app.log, fetch, (reason) => app.metrics.smsProviderErrors.inc({ reason }))
        : consoleSms(app.db, app.log, config.env === 'development'));
    app.decorate('sms', sender);
    app.decorate(
      'otp',
      countedOtp(
        createOtpService({
          db: app.db,
          sms: sender,
          secret: config.sessionSecret,
          now,
          personCaps: config.otpPersonCaps,
          onCompare: (purpose) => app.metrics.otpChecks.inc({ purpose }),
        }),
        app.metrics,
      ),
    );
    if (config.env !== 'production') await app.register(devOutboxRoutes);
  },
  { name: 'otp', dependencies: ['db', 'metrics'] },
);

/** Sets Retry-After for the code limits, so a client knows when to try again. */
export function withRetryAfter(reply: FastifyReply, error: unknown): never {
  if (error instanceof OtpLimitError) reply.header('retry-after', String(error.retryAfterSeconds));
  throw error;
}

const OutboxQuerySchema = z.object({
  to: z.string().optional(),
  subject: z.string().optional(),
});

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * Only a client on this machine, talking to the server directly: a forwarded request (a proxy on
 * this machine passing on a visitor) is not one, whatever TRUST_PROXY says.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  return (
    LOOPBACK.test(request.socket.remoteAddress ?? '') &&
    LOOPBACK.test(request.ip) &&
    request.headers['x-forwarded-for'] === undefined &&
    request.headers.forwarded === undefined
  );
}

/**
 * The development SMS outbox: what the console adapter "sent", newest first, so a developer or
 * an end-to-end test can type the code a customer would receive. Never registered in production,
 * and even outside it answered only to loopback clients, so a forgotten NODE_ENV on a server with
 * a public address does not publish every code.
 */
const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    if (!fromThisMachine(request)) throw new AppError(404, 'not_found');
  });
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        summary: 'Development only: SMS messages the console adapter recorded',
        querystring: OutboxQuerySchema,
        response: { 200: DevOutboxSchema },
      },
    },
    async (request) => {
      const rows = await listDevOutbox(app.db, request.query);
      return rows.map((row) => ({
        id: row.id,
        to: row.to_phone,
        purpose: row.purpose,
        subject: row.subject,
        text: row.text,
        code: row.code,
        createdAt: row.created_at,
      }));
    },
  );
};
