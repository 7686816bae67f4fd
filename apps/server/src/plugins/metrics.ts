import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { createMetrics, type AppMetrics } from './metrics-registry.js';
import { NOT_SHED } from './overload.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counters modules increment (`app.metrics.otpSent.inc({ purpose })`); see metrics-registry.ts. */
    metrics: AppMetrics;
  }
}

export const METRICS_PATH = '/metrics';

export interface MetricsOptions {
  /**
   * Bearer token the scraper must send (404 without it or with a wrong one); null: open outside
   * production, off (404) in production.
   */
  token: string | null;
  production: boolean;
}

/** Hashing both sides first gives equal lengths, so the comparison time says nothing about the token. */
function tokenMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1];
  if (!given) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * Prometheus metrics at GET /metrics (text format; gzip when the scraper asks, as Prometheus does).
 * Registered early so every module finds `app.metrics`, and modules never import each other to count.
 * The route is hidden from the OpenAPI document and exempt from load shedding: a scrape during an
 * overload is exactly when the numbers are wanted.
 */
export const metricsPlugin = fp<MetricsOptions>(
  async (app, { token, production }) => {
    const { render, contentType, own, metrics, httpDuration } = createMetrics((error) =>
      app.log.warn({ err: error }, 'metrics: a gauge could not be read'),
    );
    app.decorate('metrics', metrics);

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url;
      // Scrapes every few seconds would drown the site's own traffic in the histogram.
      if (route === METRICS_PATH) return;
      httpDuration.observe(
        // The pattern (/api/tickets/:ref), never the URL: a raw id would be a series per visitor.
        { method: request.method, route: route ?? 'unmatched', status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });

    app.get(METRICS_PATH, { schema: { hide: true }, config: NOT_SHED }, async (request, reply) => {
      // Off, or no right token: the same 404 either way, so an answer tells a prober nothing (no
      // 401 "your session has expired", no WWW-Authenticate naming a scheme), as the README says.
      const off = !token && production;
      if (off || (token && !tokenMatches(request.headers.authorization, token)))
        throw new AppError(404, 'not_found');
      const text = await render();
      return reply.type(contentType).header('cache-control', 'no-store').send(text);
    });
    app.addHook('onClose', async () => own.clear());
  },
  { name: 'metrics' },
);
