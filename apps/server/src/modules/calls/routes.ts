import {
  CALL_REQUEST_LIMITS,
  CallRequestResponseSchema,
  CallRequestSchema,
  ErrorEnvelopeSchema,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LimitRule } from '../../lib/limiter.js';
import { limitRefusal } from '../../plugins/limiter.js';
import { storeCallRequest } from './repository.js';
import { callStaffRoutes } from './staff-routes.js';

const PER_CLIENT: LimitRule = {
  bucket: 'call-request-client',
  max: CALL_REQUEST_LIMITS.perClient,
  windowMs: CALL_REQUEST_LIMITS.windowMs,
};
const PER_PHONE: LimitRule = {
  bucket: 'call-request-phone',
  max: CALL_REQUEST_LIMITS.perPhone,
  windowMs: CALL_REQUEST_LIMITS.windowMs,
};

/**
 * The call request (PRODUCT.md section 9): stored for the support desk. One per phone per hour
 * and a few per client, both counted by the shared limiter (Redis or the database) only once the
 * form is valid, so a customer fixing a typo is never told to wait an hour.
 */
export const callRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(callStaffRoutes);
  app.post(
    '/api/call-requests',
    {
      schema: {
        summary: 'Ask the company to call back',
        body: CallRequestSchema,
        response: { 201: CallRequestResponseSchema, 400: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const refuse = (rule: LimitRule, resetAt: number) =>
        limitRefusal(request, reply, rule, resetAt, 'call_request_recent');
      // The phone first: asking again for the same number does not use up the client's allowance.
      const phone = await app.limiter.hit(PER_PHONE, request.body.phone);
      if (!phone.allowed) throw refuse(PER_PHONE, phone.resetAt);
      const client = await app.limiter.hit(PER_CLIENT, request.ip);
      if (!client.allowed) {
        // Nothing is stored for this phone, so its hour does not start: it may ask from elsewhere.
        await app.limiter.reset(PER_PHONE.bucket, request.body.phone);
        throw refuse(PER_CLIENT, client.resetAt);
      }
      return reply.status(201).send(await storeCallRequest(app.db, request.body));
    },
  );
};
