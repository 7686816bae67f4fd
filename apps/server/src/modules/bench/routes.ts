import type { FastifyPluginAsync } from 'fastify';
import { getBranchRates } from '../rates/index.js';

/**
 * Only with BENCH_ROUTES=true: the same bytes as GET /api/exchangeRates?Branch_ID=19, served from
 * memory, so `npm run bench` can tell what the real endpoint costs beyond the framework itself.
 */
export const benchRoutes: FastifyPluginAsync = async (app) => {
  const { rows } = await getBranchRates(app.db, 19);
  const body = Buffer.from(JSON.stringify(rows));
  app.get('/api/bench/baseline', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(body),
  );
};
