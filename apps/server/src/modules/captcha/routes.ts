import {
  CaptchaChallengeSchema,
  CaptchaVerifyBodySchema,
  CaptchaVerifyResponseSchema,
  ErrorEnvelopeSchema,
} from '@waha/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimit } from '../../plugins/limiter.js';
import { clientKey } from '../../lib/client-key.js';
import { withFallback } from '../../lib/fallback.js';
import { issueChallenge, verifyCaptcha, type CaptchaSettings } from './service.js';
import { dbCaptchaStore, redisCaptchaStore, type CaptchaStore } from './store.js';

declare module 'fastify' {
  interface FastifyInstance {
    captchaStore: CaptchaStore;
  }
}

// Issuing costs one key derivation: a client gets a generous but finite number per minute.
const captchaLimit = rateLimit({ bucket: 'captcha', max: 30, windowMs: 60_000 }, clientKey);

/**
 * In Redis when it is configured, else in the database; while Redis is unavailable the database
 * store answers (shared by every instance too). Passes and spent challenges written during an
 * outage are not seen in Redis afterwards: such a client solves one more captcha.
 */
function captchaStore(app: FastifyInstance): CaptchaStore {
  const db = dbCaptchaStore(app.db);
  if (!app.redis || !app.redisGate) return db;
  return withFallback(redisCaptchaStore(app.redis), db, app.redisGate, 'captcha');
}

const routes: FastifyPluginAsyncZod<CaptchaSettings> = async (app, settings) => {
  app.decorate('captchaStore', captchaStore(app));

  app.get(
    '/api/captcha/challenge',
    {
      preHandler: captchaLimit,
      schema: {
        summary: 'A proof-of-work challenge (ALTCHA) for the client that reached the rates limit',
        response: { 200: CaptchaChallengeSchema, 429: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const challenge = await issueChallenge(settings, clientKey(request));
      return reply.header('cache-control', 'no-store').send(challenge);
    },
  );

  app.post(
    '/api/captcha/verify',
    {
      preHandler: captchaLimit,
      schema: {
        summary: 'Verifies a solved challenge once and lifts the rates limit for this client for a while',
        body: CaptchaVerifyBodySchema,
        response: {
          200: CaptchaVerifyResponseSchema,
          400: ErrorEnvelopeSchema,
          409: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      await verifyCaptcha(settings, app.captchaStore, request.body.payload, clientKey(request));
      app.metrics.captchaSolved.inc();
      return { verified: true as const, passSeconds: Math.round(settings.passMs / 1000) };
    },
  );
};

/** Register before the rates routes: they read `captchaStore` to honour a solved captcha. */
export const captchaRoutes = fp(routes, {
  name: 'captcha',
  dependencies: ['db', 'redis', 'redis-fallback', 'limiter', 'metrics'],
});
