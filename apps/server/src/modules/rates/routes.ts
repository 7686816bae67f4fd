import {
  ErrorEnvelopeSchema,
  ExchangeRatesQuerySchema,
  ExchangeRatesResponseSchema,
  RATES_UPDATED_AT_HEADER,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getBranchRates } from './service.js';

export const ratesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/exchangeRates',
    {
      schema: {
        summary: "A branch's buy and sell rates against the Saudi riyal",
        querystring: ExchangeRatesQuerySchema,
        response: { 200: ExchangeRatesResponseSchema, 400: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { rows, updatedAt } = await getBranchRates(app.db, request.query.Branch_ID);
      if (updatedAt) reply.header(RATES_UPDATED_AT_HEADER, updatedAt);
      // Rates change during the day: always revalidate.
      return reply.header('cache-control', 'no-cache').send(rows);
    },
  );
};
