import type { Limiter } from './limiter.js';
import { intervalScheduler, type Scheduler } from './periodic-job.js';
import { withTimeout } from './with-timeout.js';

/** Why the fallback took over: the client was not connected, a call failed, or it took too long. */
export type FallbackReason = 'not_ready' | 'error' | 'timeout';

export interface GateOptions {
  /** Whether the client is connected and ready (asked before every call, so it must cost nothing). */
  ready(): boolean;
  /** A cheap round trip (Redis: PING) that proves the dependency answers again. */
  probe(): Promise<unknown>;
  /** The budget of each call to the primary and of each probe. */
  timeoutMs: number;
  /** Between two probes while the fallback is in use. */
  probeMs: number;
  /** Once per switch: false when the fallback takes over, true when the primary is back. */
  onSwitch(available: boolean, reason?: FallbackReason): void;
  /** Every call the fallback answered, by what it was for (a metric). */
  onFallback(use: string): void;
  /** Tests drive the probe's timer by hand. */
  scheduler?: Scheduler;
}

/**
 * Decides, per call, whether a shared dependency (Redis) is asked or its fallback answers. After a
 * failure every call goes straight to the fallback (no call waits on a dead connection twice) and
 * the primary is probed every `probeMs` until it answers; then it is used again, by itself.
 */
export interface FallbackGate {
  /** Runs `primary` within the budget, or `fallback` when the primary is out or fails now. */
  run<T>(use: string, primary: () => Promise<T>, fallback: () => Promise<T>): Promise<T>;
  available(): boolean;
  close(): void;
}

const isTimeout = (error: unknown) => error instanceof Error && /timed out/i.test(error.message);

export function fallbackGate(options: GateOptions): FallbackGate {
  const { timeoutMs, probeMs, scheduler = intervalScheduler } = options;
  let down = false;
  let closed = false;
  let probing = false;
  let stopProbing: (() => void) | null = null;

  async function probe() {
    if (probing || !options.ready()) return;
    probing = true;
    try {
      await withTimeout(options.probe(), timeoutMs);
      if (!down) return;
      down = false;
      stopProbing?.();
      stopProbing = null;
      options.onSwitch(true);
    } catch {
      // Still out: the next tick asks again.
    } finally {
      probing = false;
    }
  }

  function trip(reason: FallbackReason) {
    if (down || closed) return;
    down = true;
    options.onSwitch(false, reason);
    stopProbing = scheduler(probeMs, () => void probe());
  }

  function available(): boolean {
    if (down) return false;
    if (options.ready()) return true;
    trip('not_ready');
    return false;
  }

  return {
    available,
    async run(use, primary, fallback) {
      if (available()) {
        try {
          return await withTimeout(primary(), timeoutMs);
        } catch (error) {
          trip(isTimeout(error) ? 'timeout' : 'error');
        }
      }
      options.onFallback(use);
      return fallback();
    },
    close() {
      closed = true;
      stopProbing?.();
      stopProbing = null;
    },
  };
}

type AsyncMethods<T> = { [K in keyof T]: (...args: never[]) => Promise<unknown> };

/**
 * The one wrapper: an object whose every method asks `primary` through the gate and `secondary`
 * when the gate says so, e.g. the captcha's Redis store over its database store.
 */
export function withFallback<T extends AsyncMethods<T>>(
  primary: T,
  secondary: T,
  gate: FallbackGate,
  use: string,
): T {
  const wrapped: Partial<T> = {};
  for (const name of Object.keys(primary) as (keyof T)[]) {
    const method = ((...args: never[]) =>
      gate.run(
        use,
        () => primary[name](...args),
        () => secondary[name](...args),
      )) as T[keyof T];
    wrapped[name] = method;
  }
  return wrapped as T;
}

/**
 * The limiter over Redis with a per-instance memory limiter behind it. A reset (a solved captcha, a
 * call request) also clears the memory count, so a count from an earlier outage never outlives it.
 */
export function fallbackLimiter(primary: Limiter, memory: Limiter, gate: FallbackGate): Limiter {
  const limiter = withFallback(primary, memory, gate, 'limiter');
  return {
    hit: limiter.hit,
    release: limiter.release,
    async reset(bucket, key) {
      await Promise.all([limiter.reset(bucket, key), memory.reset(bucket, key)]);
    },
  };
}
