import {
  ErrorEnvelopeSchema,
  type ExchangeRateRow,
  ExchangeRatesQuerySchema,
  ExchangeRatesResponseSchema,
  RATES_UPDATED_AT_HEADER,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RatesCache } from './cache.js';
import { ratesLimit, type RatesLimitSettings } from './limit.js';
import { getBranchRates } from './service.js';
import { ratesStaffRoutes } from './staff-routes.js';
import { rateHistoryRoutes } from './history-public.js';

/** How long each instance reuses a branch's answer (see cache.ts): no customer notices a second. */
export const RATES_CACHE_MS = 1000;

export const ratesRoutes: FastifyPluginAsyncZod<{ limit: RatesLimitSettings }> = async (app, { limit }) => {
  const cache = new RatesCache(RATES_CACHE_MS);
  // The desk shares this cache: a change is visible at once here, within a second elsewhere.
  await app.register(ratesStaffRoutes, { onChange: (branchId) => cache.delete(branchId) });
  await app.register(rateHistoryRoutes);
  const load = (branchId: number) => async () => {
    const { rows, updatedAt } = await getBranchRates(app.db, branchId);
    // Checked against the response schema once, when cached; then sent as ready bytes.
    return { body: Buffer.from(JSON.stringify(ExchangeRatesResponseSchema.parse(rows))), updatedAt };
  };

  app.get(
    '/api/exchangeRates',
    {
      preHandler: ratesLimit(limit),
      schema: {
        summary: "A branch's buy and sell rates against the Saudi riyal",
        querystring: ExchangeRatesQuerySchema,
        response: { 200: ExchangeRatesResponseSchema, 400: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const branchId = request.query.Branch_ID;
      const { body, updatedAt } = await cache.get(branchId, load(branchId));
      if (updatedAt) reply.header(RATES_UPDATED_AT_HEADER, updatedAt);
      // Rates change during the day: always revalidate. The bytes are the schema-checked rows.
      return reply
        .header('cache-control', 'no-cache')
        .type('application/json; charset=utf-8')
        .send(body as unknown as ExchangeRateRow[]);
    },
  );
};
