import {
  AuthCheckSchema,
  ErrorEnvelopeSchema,
  LoginSchema,
  LoginVerifySchema,
  OtpSentSchema,
  toSaudiE164,
  type Login,
} from '@waha/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config/index.js';
import { findCustomer } from '../../core/repository.js';
import { AppError } from '../../lib/app-error.js';
import { requestLanguage } from '../../lib/messages.js';
import { originAllowed } from '../../lib/same-origin.js';
import { enforceLimit, rateLimit } from '../../plugins/limiter.js';
import { withRetryAfter } from '../otp/index.js';
import { clearCustomerCookie, setCustomerCookie } from './plugin.js';
import { hasFormsToSee } from './repository.js';
import { createCustomerSession, endCustomerSession } from './sessions.js';
import { errorResponses } from '../../lib/error-responses.js';
import type { ZodApp } from '../../lib/zod-app.js';

const WINDOW = 15 * 60 * 1000;
/** PRODUCT.md section 11: login has its own limits, per client and per ID tried. */
export const LOGIN_LIMITS = {
  client: { bucket: 'login-client', max: 30, windowMs: WINDOW },
  nationalId: { bucket: 'login-national-id', max: 10, windowMs: WINDOW },
} as const;

const errors = errorResponses(400, 403, 429);
const Success = z.object({ success: z.literal(true) });

/**
 * The customer behind an ID and phone, when they are an active customer with a form to fill or a
 * history to read (PRODUCT.md section 8; issue 26: one whose forms are all decided still reads them). Refusals are 400/403, never 401: a 401 means "your session
 * has expired" to the web app.
 */
async function loginCustomer(request: FastifyRequest, login: Login) {
  const { db } = request.server;
  const customer = await findCustomer(db, login.nationalId);
  if (!customer || customer.active !== 1 || toSaudiE164(login.phone) !== customer.phone) {
    throw new AppError(400, 'login_failed');
  }
  if (!(await hasFormsToSee(db, customer.national_id))) throw new AppError(403, 'login_no_active_forms');
  return customer;
}

/** SPEC.md section 7: login by ID and phone, a code, auth-check and signout. */
export const customerAuthRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  loginRoutes(app, config);
  sessionRoutes(app, config);
};

/** The two steps of a login: ID and phone (a code is texted), then the code (a session starts). */
function loginRoutes(app: ZodApp, config: AppConfig) {
  app.post(
    '/api/auth/forms/login',
    {
      schema: {
        summary: 'Checks the ID and phone of a customer with forms to fill and texts a login code',
        body: LoginSchema,
        response: { 200: OtpSentSchema, ...errors },
      },
      preHandler: rateLimit(LOGIN_LIMITS.client),
    },
    async (request, reply) => {
      // Per ID on this step only: it is where ID and phone pairs could be probed. The code step
      // is bounded by the code's own five tries.
      await enforceLimit(request, reply, LOGIN_LIMITS.nationalId, request.body.nationalId);
      const customer = await loginCustomer(request, request.body);
      return app.otp
        .issue({
          purpose: 'login',
          subject: `login:${customer.national_id}`,
          person: customer.national_id,
          phone: customer.phone,
          language: requestLanguage(request),
        })
        .catch((error: unknown) => withRetryAfter(reply, error));
    },
  );

  app.post(
    '/api/auth/forms/verify',
    {
      schema: {
        summary: 'Checks the login code and starts a session (HttpOnly cookie)',
        body: LoginVerifySchema,
        response: { 200: Success, ...errors },
      },
      preHandler: rateLimit(LOGIN_LIMITS.client),
    },
    async (request, reply) => {
      if (!originAllowed(request, config.publicOrigin)) throw new AppError(403, 'forbidden');
      const customer = await loginCustomer(request, request.body);
      await app.otp.verify({
        purpose: 'login',
        subject: `login:${customer.national_id}`,
        code: request.body.code,
      });
      // Rotation: whatever session this browser had ends; the login gets a new token.
      const previous = request.cookies[app.customerCookie.name];
      if (previous) await endCustomerSession(app.db, previous);
      setCustomerCookie(app, reply, await createCustomerSession(app.db, customer.national_id));
      return { success: true as const };
    },
  );
}

/** Asking about the session, and ending it. */
function sessionRoutes(app: ZodApp, config: AppConfig) {
  app.get(
    '/api/auth/forms/auth-check',
    {
      schema: {
        summary: 'Whether this browser has a live login session (never 401: it is asked at start)',
        response: { 200: AuthCheckSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await app.requireCustomer.call(app, request, reply);
        return { success: true };
      } catch {
        return { success: false };
      }
    },
  );

  app.post(
    '/api/auth/forms/signout',
    {
      schema: {
        summary: 'Ends the login session on the server and clears its cookie',
        response: { 200: Success, 403: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      if (!originAllowed(request, config.publicOrigin)) throw new AppError(403, 'forbidden');
      const token = request.cookies[app.customerCookie.name];
      if (token) await endCustomerSession(app.db, token);
      clearCustomerCookie(app, reply);
      return { success: true as const };
    },
  );
}
