import {
  ErrorEnvelopeSchema,
  rateHistoryStart,
  RateHistoryQuerySchema,
  RateHistoryResponseSchema,
  type RateHistoryPoint,
  type RateHistoryQuery,
  type RateHistoryResponse,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import { branchExists } from './repository.js';

const point = (row: { changed_at: string; after: string }): RateHistoryPoint => {
  const after = JSON.parse(row.after) as { ratePurchase: string; rateSale: string };
  return { at: row.changed_at, buy: after.ratePurchase, sell: after.rateSale };
};

/**
 * A branch's rate for one currency since `start`, oldest first. The entry in force at `start` (the
 * last one before it) opens the series, so a quiet week still shows its rate from the first day.
 */
export async function rateHistorySince(db: Db, branch: number, currency: string, start: string) {
  const base = db
    .selectFrom('rate_history')
    .select(['changed_at', 'after'])
    .where('branch_id', '=', branch)
    .where('currency_code', '=', currency);
  const opening = await base.where('changed_at', '<', start).orderBy('changed_at', 'desc').limit(1).execute();
  const within = await base.where('changed_at', '>=', start).orderBy('changed_at').orderBy('id').execute();
  const points = [...opening, ...within].map(point);
  if (opening.length) points[0] = { ...points[0]!, at: start };
  return { points, updatedAt: within.at(-1)?.changed_at ?? opening[0]?.changed_at ?? null };
}

/**
 * What /api/rates/history answers, and what the server render of /rates/history shows first (so
 * the page arrives with its chart's data and nothing moves when it comes); null: no such branch.
 */
export async function readRateHistory(db: Db, query: RateHistoryQuery): Promise<RateHistoryResponse | null> {
  const { branch, currency, range } = query;
  if (!(await branchExists(db, branch))) return null;
  const { points, updatedAt } = await rateHistorySince(
    db,
    branch,
    currency,
    rateHistoryStart(range, new Date()),
  );
  return { branch, currency, range, points, updatedAt };
}

/** GET /api/rates/history: public, read-only, no personal data (the page's address is the query). */
export const rateHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/rates/history',
    {
      schema: {
        summary: "A branch's buy and sell rate of one currency over 7 days, 30 days, 90 days or a year",
        querystring: RateHistoryQuerySchema,
        response: { 200: RateHistoryResponseSchema, 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const history = await readRateHistory(app.db, request.query);
      if (!history) throw new AppError(404, 'not_found');
      // Like the board: always revalidated, so a desk change shows on the next load.
      reply.header('cache-control', 'no-cache');
      return history;
    },
  );
};
