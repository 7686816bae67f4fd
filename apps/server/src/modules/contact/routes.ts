import { ContactMessageSchema, ContactResponseSchema, ErrorEnvelopeSchema } from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../lib/messages.js';
import { rateLimit } from '../../plugins/limiter.js';
import { storeContactMessage } from './repository.js';
import { contactStaffRoutes } from './staff-routes.js';

/** The footer contact form: messages are stored for staff to answer (PRODUCT.md section 9). */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(contactStaffRoutes);
  app.post(
    '/api/contact',
    {
      preHandler: rateLimit({ bucket: 'contact', max: 5, windowMs: 60 * 60 * 1000 }),
      schema: {
        summary: 'Send a message to the company',
        body: ContactMessageSchema,
        response: { 201: ContactResponseSchema, 400: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const stored = await storeContactMessage(app.db, request.body, requestLanguage(request));
      return reply.status(201).send(stored);
    },
  );
};
