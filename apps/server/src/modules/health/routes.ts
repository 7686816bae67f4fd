import { HealthResponseSchema } from '@waha/shared';
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const startedAt = Date.now();
  app.get(
    '/api/health',
    {
      schema: {
        // Says whether each dependency answers, never which engine or version it is.
        summary: 'Liveness and dependency check',
        response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
      },
    },
    async (_request, reply) => {
      const database = await sql`select 1 as ok`
        .execute(app.db)
        .then(() => 'ok' as const)
        .catch(() => 'fail' as const);
      const redis = !app.redis
        ? ('not_configured' as const)
        : await app.redis.ping().then(
            () => 'ok' as const,
            () => 'fail' as const,
          );
      const healthy = database === 'ok' && redis !== 'fail';
      return reply
        .status(healthy ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({
          status: healthy ? 'ok' : 'degraded',
          checks: { database, redis },
          uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        });
    },
  );
};
