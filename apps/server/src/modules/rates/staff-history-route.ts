import { ListPagingSchema, listOf, RateHistoryEntrySchema } from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF_ERRORS } from '../../lib/error-responses.js';
import { rateHistoryPage } from './repository-staff.js';
import { BranchParams, requireBranch } from './staff-branch.js';

/**
 * A branch's rate history on the rates desk: newest first, paged by key like every staff list
 * (ADR 2202), so a page deep in a year of history costs what the first one does.
 */
export const rateHistoryStaffRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/rates/:branchId/history',
    {
      config: { permission: 'rates.read' },
      schema: {
        summary: "A branch's rate history, newest first",
        params: BranchParams,
        querystring: ListPagingSchema,
        response: { 200: listOf(RateHistoryEntrySchema), ...STAFF_ERRORS },
      },
    },
    async (request) => {
      const { branchId } = request.params;
      await requireBranch(app.db, branchId);
      const { rows, ...page } = await rateHistoryPage(app.db, branchId, request.query);
      return {
        items: rows.map((r) => ({
          id: r.id,
          currency: r.currency_code,
          before: r.before,
          after: r.after,
          staff: r.source === 'seed' ? null : r.staff_label,
          changedAt: r.changed_at,
        })),
        ...page,
      };
    },
  );
};
