import fp from 'fastify-plugin';

/** Long digit runs in URLs may be ID or transfer numbers: keep the last four only. */
export function maskDigits(text: string): string {
  return text.replace(/\d{8,}/g, (digits) => `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`);
}

/** One structured line per request: id, route, status, latency (PRODUCT.md section 12). */
export const requestLogPlugin = fp(
  async (app) => {
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(
        {
          method: request.method,
          route: request.routeOptions.url ?? 'not-found',
          url: maskDigits(request.url),
          status: reply.statusCode,
          latencyMs: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request',
      );
    });
  },
  { name: 'request-log' },
);
