import { Counter, Gauge, type Registry } from 'prom-client';

/** What a Redis fallback answered for: the limiter's counters or the captcha's marks. */
export const REDIS_USES = ['limiter', 'captcha'] as const;

export interface RedisMetrics {
  /** The fallback took over (true) or Redis is used again (false), on this instance. */
  fallback(active: boolean): void;
  /** One call answered by the fallback; `use` is one of REDIS_USES (a constant in the code). */
  fellBack(use: string): void;
}

/**
 * Per instance: each instance decides for itself whether Redis answers (plugins/redis-fallback.ts),
 * so alert on the max of the gauge over instances.
 */
export function redisMetrics(registers: Registry[]): RedisMetrics {
  const active = new Gauge({
    name: 'waha_redis_fallback',
    help: '1 while Redis is unavailable to this instance and its fallbacks answer (limits per instance), else 0',
    registers,
  });
  const calls = new Counter({
    name: 'waha_redis_fallback_calls_total',
    help: 'Calls answered by a fallback because Redis was unavailable, by use (limiter, captcha)',
    labelNames: ['use'] as const,
    registers,
  });
  active.set(0);
  for (const use of REDIS_USES) calls.inc({ use }, 0);
  return {
    fallback: (on) => active.set(on ? 1 : 0),
    fellBack: (use) => calls.inc({ use }),
  };
}
