import { idParam, RatingSummaryQuerySchema, RatingSummarySchema } from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { STAFF_ERRORS } from '../../lib/error-responses.js';
import { branchExists } from '../rates/index.js';
import { ratingSummary } from './repository.js';

const round2 = (value: unknown) => Math.round(Number(value) * 100) / 100;

/**
 * What support staff read of the ratings (permission `ratings.read`): monthly counts and averages
 * per branch and question, the latest comments, and the QR code of a branch's rating poster.
 */
export const ratingStaffRoutes: FastifyPluginAsyncZod<{ publicOrigin: string }> = async (app, options) => {
  app.get(
    '/api/staff/branch-ratings/summary',
    {
      config: { permission: 'ratings.read' },
      schema: {
        summary: 'Ratings per branch and month: counts and average per question',
        querystring: RatingSummaryQuerySchema,
        response: { 200: RatingSummarySchema, ...STAFF_ERRORS },
      },
    },
    async (request) => {
      const { groups, comments } = await ratingSummary(app.db, request.query);
      return {
        months: groups.map((g) => ({
          month: g.month,
          branchId: Number(g.branch_id),
          count: Number(g.count),
          professionalism: round2(g.professionalism),
          expectations: round2(g.expectations),
          cleanliness: round2(g.cleanliness),
        })),
        comments: comments.map((c) => ({
          id: c.id,
          branchId: c.branch_id,
          comment: c.comment,
          professionalism: c.professionalism,
          expectations: c.expectations,
          cleanliness: c.cleanliness,
          createdAt: c.created_at,
        })),
      };
    },
  );

  app.get(
    '/api/staff/branch-ratings/:branchId/qr.svg',
    {
      config: { permission: 'ratings.read' },
      schema: {
        summary: "QR code of a branch's rating page (/rate?branch=ID), for its printed poster",
        params: z.object({ branchId: idParam('validation.branchId') }),
        response: { 200: z.string(), ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const { branchId } = request.params;
      if (!(await branchExists(app.db, branchId))) throw new AppError(404, 'not_found');
      const url = `${options.publicOrigin}/rate?branch=${branchId}`;
      const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return reply.type('image/svg+xml').header('cache-control', 'private, max-age=300').send(svg);
    },
  );
};
