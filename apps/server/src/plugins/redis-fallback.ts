import fp from 'fastify-plugin';
import { fallbackGate, type FallbackGate } from '../lib/fallback.js';
import { REDIS_COMMAND_TIMEOUT_MS } from './redis.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether Redis is asked or its fallback answers (lib/fallback.ts); null without REDIS_URL. */
    redisGate: FallbackGate | null;
  }
}

/** While Redis is out, how often it is asked whether it answers again. */
const PROBE_MS = 1000;

/**
 * One gate for every use of Redis on this instance: the limiter falls back to per-instance memory
 * counters, the captcha to its database store (docs/operations.md, "Redis outages"). The switch is
 * logged once each way and shown as `waha_redis_fallback`. Register after redis and metrics.
 */
export const redisFallbackPlugin = fp(
  async (app) => {
    const { redis } = app;
    if (!redis) {
      app.decorate('redisGate', null);
      return;
    }
    const gate = fallbackGate({
      ready: () => redis.status === 'ready',
      probe: () => redis.ping(),
      timeoutMs: REDIS_COMMAND_TIMEOUT_MS,
      probeMs: PROBE_MS,
      onSwitch(available, reason) {
        app.metrics.redis.fallback(!available);
        if (available) app.log.warn('redis answers again: limits are shared across instances again');
        else app.log.warn({ reason }, 'redis unavailable: limits now hold per instance (in memory)');
      },
      onFallback: (use) => app.metrics.redis.fellBack(use),
    });
    app.decorate('redisGate', gate);
    app.addHook('onClose', async () => gate.close());
  },
  { name: 'redis-fallback', dependencies: ['redis', 'metrics'] },
);
