import fp from 'fastify-plugin';
import { maskText } from '../lib/log-policy.js';

/**
 * One structured line per request: id, route, status, latency (PRODUCT.md section 12). At `info`
 * only for server errors (5xx) and requests slower than `slowMs`; every other request at `debug`,
 * because a line per request at info costs about a fifth of the throughput under load.
 */
export const requestLogPlugin = fp<{ slowMs: number }>(
  async (app, { slowMs }) => {
    app.addHook('onResponse', async (request, reply) => {
      const latencyMs = Math.round(reply.elapsedTime * 10) / 10;
      const notable = reply.statusCode >= 500 || latencyMs >= slowMs;
      const level = notable ? 'info' : 'debug';
      // pino's own check: at info in production, a fast success costs no object and no masking.
      if (!(request.log as unknown as { isLevelEnabled(l: string): boolean }).isLevelEnabled(level)) return;
      request.log[level](
        {
          method: request.method,
          route: request.routeOptions.url ?? 'not-found',
          url: maskText(request.url),
          status: reply.statusCode,
          latencyMs,
        },
        'request',
      );
    });
  },
  { name: 'request-log' },
);
