import type { Limiter, LimitResult, LimitRule } from './limiter.js';
import { intervalScheduler } from './periodic-job.js';

interface Entry {
  rule: LimitRule;
  key: string;
  /** The store's count at the last write, which includes every instance's hits. */
  shared: number;
  /** Hits counted here and not yet written. */
  pending: number;
  resetAt: number;
  /** A write of this entry is under way. */
  writing: Promise<void> | null;
}

export interface BatchedLimiter extends Limiter {
  /** Writes every pending count now (tests, shutdown). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export interface BatchedOptions {
  /** How often pending counts are written to the store. */
  flushMs?: number;
  /** Above this many keys in one process, further keys are counted in the store directly. */
  maxEntries?: number;
  onError?: (error: unknown) => void;
}

function result(rule: LimitRule, count: number, resetAt: number): LimitResult {
  return { allowed: count <= rule.max, count, remaining: Math.max(0, rule.max - count), resetAt };
}

/**
 * A limiter in front of the shared store (Redis or the database) for rules marked `batched`: a
 * client's first hit of a window in this process is written at once (learning the shared count),
 * later hits are counted here while the client is below half its limit and written as one sum
 * every `flushMs`; from half the limit on, every hit is written and the store's count decides.
 * So a visitor's requests cost a map update, and a client near or past its limit is counted
 * exactly. Rules without `batched` go to the store on every hit.
 *
 * The price: instances learn each other's hits at their next write, so with N instances a client
 * can get up to about (N - 1) x half its limit more than the limit in the worst case before the
 * exact phase starts. ADR 0401 says why that is acceptable for the rates limit.
 */
export function batchedLimiter(store: Limiter, options: BatchedOptions = {}): BatchedLimiter {
  const { flushMs = 200, maxEntries = 100_000, onError = () => undefined } = options;
  const entries = new Map<string, Entry>();
  const id = (bucket: string, key: string) => `${bucket}\n${key}`;

  function write(entry: Entry, now: number): Promise<void> {
    if (entry.writing) return entry.writing;
    if (entry.pending === 0) return Promise.resolve();
    const by = entry.pending;
    entry.pending = 0;
    entry.writing = store
      .hit(entry.rule, entry.key, now, by)
      .then(
        (stored) => {
          entry.shared = stored.count;
          entry.resetAt = stored.resetAt;
        },
        (error: unknown) => {
          entry.pending += by;
          onError(error);
        },
      )
      .finally(() => {
        entry.writing = null;
      });
    return entry.writing;
  }

  async function flush(now = Date.now()): Promise<void> {
    const writes: Promise<void>[] = [];
    for (const [name, entry] of entries) {
      if (entry.pending > 0) writes.push(write(entry, now));
      else if (entry.resetAt <= now && !entry.writing) entries.delete(name);
    }
    await Promise.all(writes);
  }

  // Not a periodic job: a write-behind buffer of the request path, flushed five times a second
  // with no lock and no round to measure; it shares the jobs' timer, not their bookkeeping.
  const stopFlushing = intervalScheduler(flushMs, () => void flush());

  return {
    async hit(rule, key, now = Date.now(), by = 1) {
      const name = id(rule.bucket, key);
      let entry = entries.get(name);
      if (!rule.batched || (!entry && entries.size >= maxEntries)) return store.hit(rule, key, now, by);
      if (!entry || entry.resetAt <= now) {
        // First hit of a window here: written at once, so this process learns the shared count
        // (other instances' hits included) before it decides anything on its own.
        entry = { rule, key, shared: 0, pending: by, resetAt: now + rule.windowMs, writing: null };
        entries.set(name, entry);
        await write(entry, now);
        return result(rule, entry.shared + entry.pending, entry.resetAt);
      }
      entry.pending += by;
      const view = entry.shared + entry.pending;
      // Far from the limit: decided here, written with the next batch.
      if (view <= rule.max / 2) return result(rule, view, entry.resetAt);
      // The store already said "over" for this window: refused here without another write.
      if (entry.shared > rule.max) return result(rule, view, entry.resetAt);
      // Near the limit every hit is written, and the shared count decides.
      await write(entry, now);
      return result(rule, entry.shared + entry.pending, entry.resetAt);
    },
    async release(rule, key, now = Date.now()) {
      // Rules that reserve and release guard secrets: they are never batched, so the store decides.
      const entry = entries.get(id(rule.bucket, key));
      if (entry && entry.pending > 0) entry.pending -= 1;
      else await store.release(rule, key, now);
    },
    async reset(bucket, key) {
      entries.delete(id(bucket, key));
      await store.reset(bucket, key);
    },
    flush: () => flush(),
    async close() {
      stopFlushing();
      await flush();
    },
  };
}
