import { ErrorEnvelopeSchema, HealthResponseSchema, LiveResponseSchema } from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorKind } from '../../lib/dependency-errors.js';
import { NOT_SHED } from '../../plugins/overload.js';
import { CHECK_TIMEOUT_MS, checkDatabase, checkRedis, checkStorage } from './checks.js';

/**
 * Probes for the orchestrator and the load balancer. `live`: the process serves requests (no
 * dependency is asked, so a database outage never gets healthy processes restarted). `ready`: the
 * database, Redis (when configured) and the upload storage answer, each within CHECK_TIMEOUT_MS.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const startedAt = Date.now();

  app.get(
    '/api/health/live',
    {
      schema: { summary: 'Liveness: the process serves requests', response: { 200: LiveResponseSchema } },
      // Answered even while shedding load: an overloaded process is alive and must not be restarted.
      config: NOT_SHED,
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' as const }),
  );

  const readiness = {
    schema: {
      // Says whether each dependency answers, never which engine, host or error it is.
      summary: 'Readiness: the database, Redis (when configured) and the upload storage answer',
      // 503 is also the `overloaded` envelope when the process is shedding load (overload.ts).
      response: { 200: HealthResponseSchema, 503: z.union([HealthResponseSchema, ErrorEnvelopeSchema]) },
    },
  };
  // The database's and Redis's errors by kind only: their messages name the host and port.
  const failed = (part: 'database' | 'redis' | 'storage') => (error: unknown) =>
    app.log.warn(
      part === 'storage' ? { err: error, part } : { part, kind: errorKind(error) },
      'readiness check failed',
    );
  const ready = async () => {
    const [database, redis, storage] = await Promise.all([
      checkDatabase(app.db, CHECK_TIMEOUT_MS, failed('database')),
      checkRedis(app.redis, CHECK_TIMEOUT_MS, failed('redis')),
      checkStorage(app.storage, CHECK_TIMEOUT_MS, failed('storage')),
    ]);
    const healthy = database === 'ok' && redis !== 'fail' && storage === 'ok';
    return {
      healthy,
      body: {
        status: healthy ? ('ok' as const) : ('degraded' as const),
        checks: { database, redis, storage },
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      },
    };
  };

  // /api/health is the older name of ready, kept with the same answer: the Playwright web server,
  // scripts/lib.mjs and existing monitors wait on it.
  for (const url of ['/api/health/ready', '/api/health']) {
    app.get(url, readiness, async (_request, reply) => {
      const { healthy, body } = await ready();
      return reply
        .status(healthy ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(body);
    });
  }
};
