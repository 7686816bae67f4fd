import type { Limiter, LimitResult, LimitRule } from './limiter.js';

interface Window {
  count: number;
  resetAt: number;
}

export interface MemoryLimiterOptions {
  /** At most this many keys are held; past it, ended windows go first, then the oldest windows. */
  maxKeys?: number;
}

/** How often a full map may be swept for ended windows (a sweep walks every key). */
const SWEEP_EVERY_MS = 1000;

function result(rule: LimitRule, count: number, resetAt: number): LimitResult {
  return { allowed: count <= rule.max, count, remaining: Math.max(0, rule.max - count), resetAt };
}

/**
 * Fixed-window counters in this process only: the limiter's fallback while Redis is unavailable
 * (lib/fallback.ts), so each limit still holds per instance. Memory is bounded: an ended window is
 * restarted in place or swept, and past `maxKeys` the oldest window is dropped (a client whose
 * window is dropped starts a fresh one: the price of a bound, paid by the oldest client first).
 */
export function memoryLimiter(options: MemoryLimiterOptions = {}): Limiter & { size(): number } {
  const { maxKeys = 100_000 } = options;
  const windows = new Map<string, Window>();
  const id = (bucket: string, key: string) => `${bucket}\n${key}`;
  let sweptAt = 0;

  function makeRoom(now: number) {
    if (windows.size < maxKeys) return;
    if (now - sweptAt >= SWEEP_EVERY_MS) {
      sweptAt = now;
      for (const [name, window] of windows) if (window.resetAt <= now) windows.delete(name);
    }
    // Still full: a Map iterates in insertion order, and a window is re-inserted when it restarts.
    for (const name of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(name);
    }
  }

  return {
    async hit(rule, key, now = Date.now(), by = 1) {
      const name = id(rule.bucket, key);
      const window = windows.get(name);
      if (window && window.resetAt > now) {
        window.count += by;
        return result(rule, window.count, window.resetAt);
      }
      const resetAt = now + rule.windowMs;
      // A look without a hit (by 0) leaves nothing behind.
      if (by === 0) return result(rule, 0, resetAt);
      windows.delete(name);
      makeRoom(now);
      windows.set(name, { count: by, resetAt });
      return result(rule, by, resetAt);
    },
    async release(rule, key, now = Date.now()) {
      const window = windows.get(id(rule.bucket, key));
      if (window && window.resetAt > now && window.count > 0) window.count -= 1;
    },
    async reset(bucket, key) {
      windows.delete(id(bucket, key));
    },
    size: () => windows.size,
  };
}
