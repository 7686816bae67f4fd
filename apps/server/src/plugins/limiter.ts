import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { batchedLimiter, type BatchedLimiter } from '../lib/batched-limiter.js';
import { fallbackLimiter } from '../lib/fallback.js';
import { memoryLimiter } from '../lib/memory-limiter.js';
import { periodicJob } from '../lib/periodic-job.js';
import { dbLimiter, pruneDbLimits, redisLimiter, type LimitRule } from '../lib/limiter.js';

declare module 'fastify' {
  interface FastifyInstance {
    limiter: BatchedLimiter;
  }
}

/**
 * The one rate limiter (PRODUCT.md section 11): counters in Redis when REDIS_URL is set, else in
 * the database, so several instances always share them; rules marked `batched` are counted in
 * process and written in batches (lib/batched-limiter.ts). While Redis is unavailable each limit is
 * counted in this process's memory instead (lib/fallback.ts): it then holds per instance, not
 * across them (docs/operations.md, "Redis outages"). Register after the db and redis plugins.
 */
export const limiterPlugin = fp(
  async (app) => {
    const store =
      app.redis && app.redisGate
        ? fallbackLimiter(redisLimiter(app.redis), memoryLimiter(), app.redisGate)
        : dbLimiter(app.db);
    const limiter = batchedLimiter(store, {
      onError: (error) => app.log.warn({ err: error }, 'rate-limit counts not written; retrying'),
    });
    app.decorate('limiter', limiter);
    // Node keeps a socket's peer address once it has been read, and forgets nothing it never read:
    // read it while the client is surely connected, so a client that hangs up after its body still
    // has the address its limits are counted under (request.ip is read again from the socket).
    app.addHook('onRequest', async (request) => {
      void request.ip;
    });
    // Registered after the db and redis plugins, so this runs before they close.
    app.addHook('onClose', async () => limiter.close());
    // Redis expires its own keys; the database's counters are pruned here.
    if (!app.redis)
      periodicJob(app, {
        name: 'rate-limit-prune',
        intervalMs: 10 * 60 * 1000,
        runAtStart: false,
        round: () => pruneDbLimits(app.db),
      });
  },
  { name: 'limiter', dependencies: ['db', 'redis', 'redis-fallback', 'metrics'] },
);

/**
 * How every limiter rule refuses: sets Retry-After, counts the refusal under its rule
 * (waha_rate_limit_refusals_total) and answers the error to throw.
 */
export function limitRefusal(
  request: FastifyRequest,
  reply: FastifyReply,
  rule: LimitRule,
  resetAt: number,
  code: 'rate_limited' | 'call_request_recent' | 'staff_captcha_required' = 'rate_limited',
): AppError {
  reply.header('retry-after', String(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000))));
  request.server.metrics.rateLimited.inc({ rule: rule.bucket });
  return new AppError(429, code);
}

/**
 * Counts a hit and refuses with 429 (and Retry-After) past the limit, unless `bypass` (asked only
 * once the limit is exceeded, e.g. "has this client solved a captcha?") lets the request through.
 */
export async function enforceLimit(
  request: FastifyRequest,
  reply: FastifyReply,
  rule: LimitRule,
  key: string,
  bypass?: () => Promise<boolean>,
): Promise<void> {
  const outcome = await request.server.limiter.hit(rule, key);
  if (!outcome.allowed && !(await bypass?.())) throw limitRefusal(request, reply, rule, outcome.resetAt);
}

/** The client's address; a client already gone (no address) gets a 400 nobody reads, not a TypeError. */
export function clientAddress(request: FastifyRequest): string {
  const ip = request.ip as string | undefined;
  if (typeof ip !== 'string' || ip === '') throw new AppError(400, 'bad_request');
  return ip;
}

/**
 * A route pre-handler limiting each client (by IP unless another key is given), e.g.
 * `preHandler: rateLimit({ bucket: 'contact', max: 5, windowMs: 3_600_000 })`.
 */
export function rateLimit(
  rule: LimitRule,
  keyOf: (request: FastifyRequest) => string = clientAddress,
): preHandlerAsyncHookHandler {
  return async function limit(request, reply) {
    await enforceLimit(request, reply, rule, keyOf(request));
  };
}
