import {
  BranchRatingResponseSchema,
  BranchRatingSchema,
  ErrorEnvelopeSchema,
  RATING_LIMITS,
  riyadhDate,
} from '@waha/shared';
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { requestLanguage } from '../../lib/messages.js';
import { rateLimit } from '../../plugins/limiter.js';
import { withoutNul } from '../../lib/text.js';
import { branchExists } from '../rates/index.js';
import { insertRating } from './repository.js';
import { ratingStaffRoutes } from './staff-routes.js';

/**
 * The branch rating (/rate, PRODUCT.md section 9): three face-rated questions and an optional
 * comment, stored anonymously with the Riyadh month the desk groups by.
 */
export const ratingRoutes: FastifyPluginAsyncZod<{ publicOrigin: string }> = async (app, options) => {
  await app.register(ratingStaffRoutes, options);
  app.post(
    '/api/branch-ratings',
    {
      preHandler: rateLimit({
        bucket: 'branch-rating',
        max: RATING_LIMITS.perClient,
        windowMs: RATING_LIMITS.windowMs,
      }),
      schema: {
        summary: 'Rate a branch visit',
        body: BranchRatingSchema,
        response: { 201: BranchRatingResponseSchema, 400: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const rating = request.body;
      if (!(await branchExists(app.db, rating.branchId)))
        throw new AppError(400, 'validation_failed', { branchId: ['validation.branchId'] });
      const now = new Date();
      const row = {
        id: randomUUID(),
        branch_id: rating.branchId,
        professionalism: rating.professionalism,
        expectations: rating.expectations,
        cleanliness: rating.cleanliness,
        comment: withoutNul(rating.comment),
        language: requestLanguage(request),
        month: riyadhDate(now).slice(0, 7),
        created_at: now.toISOString(),
      };
      await insertRating(app.db, row);
      return reply.status(201).send({ id: row.id, receivedAt: row.created_at });
    },
  );
};
