import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { Db } from '../db/connection.js';

/** A fixed-window limit: at most `max` hits per `windowMs` for one key in one bucket. */
export interface LimitRule {
  bucket: string;
  max: number;
  windowMs: number;
  /**
   * Count in this process and write the sums to the shared store in batches (batched-limiter.ts):
   * for generous limits on hot read paths (rates), where a store write per request would cost
   * most of the throughput. Limits that guard codes and identities stay exact.
   */
  batched?: boolean;
}

export interface LimitResult {
  allowed: boolean;
  count: number;
  remaining: number;
  resetAt: number;
}

export interface Limiter {
  /** Adds `by` hits (default 1) and answers the count including them. */
  hit(rule: LimitRule, key: string, now?: number, by?: number): Promise<LimitResult>;
  /**
   * Gives one hit back within the current window (an attempt that turned out right), never below
   * zero and never into a window that has ended: a reserved slot returned, not a credit.
   */
  release(rule: LimitRule, key: string, now?: number): Promise<void>;
  /** Forgets a key's count (e.g. after a solved captcha). */
  reset(bucket: string, key: string): Promise<void>;
}

/** Keys can hold IPs, ID or phone numbers: only a hash is ever stored. */
export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 43);
}

function result(rule: LimitRule, count: number, resetAt: number): LimitResult {
  return { allowed: count <= rule.max, count, remaining: Math.max(0, rule.max - count), resetAt };
}

/** Decrements a live counter; a key that is gone (its window ended) stays gone. */
const RELEASE_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local count = redis.call('DECR', KEYS[1])
if count < 0 then redis.call('SET', KEYS[1], 0, 'KEEPTTL') end
return count`;

/** Counters in Redis: shared by every server instance, expired by Redis itself. */
export function redisLimiter(redis: Redis): Limiter {
  return {
    async hit(rule, key, now = Date.now(), by = 1) {
      const redisKey = `rl:${rule.bucket}:${hashKey(key)}`;
      const [[, count], [, ttl]] = (await redis.multi().incrby(redisKey, by).pttl(redisKey).exec()) as [
        [null, number],
        [null, number],
      ];
      let remainingMs = ttl;
      if (ttl < 0) {
        await redis.pexpire(redisKey, rule.windowMs);
        remainingMs = rule.windowMs;
      }
      return result(rule, count, now + remainingMs);
    },
    async release(rule, key) {
      // One script, so no hit can land between the decrement and the floor at zero.
      await redis.eval(RELEASE_SCRIPT, 1, `rl:${rule.bucket}:${hashKey(key)}`);
    },
    async reset(bucket, key) {
      await redis.del(`rl:${bucket}:${hashKey(key)}`);
    },
  };
}

/** Counters in the database: one atomic upsert per hit, correct across instances on PostgreSQL. */
export function dbLimiter(db: Db): Limiter {
  return {
    async hit(rule, key, now = Date.now(), by = 1) {
      const resetAt = now + rule.windowMs;
      const row = await db
        .insertInto('rate_limits')
        .values({ bucket: rule.bucket, key: hashKey(key), count: by, reset_at: resetAt })
        .onConflict((oc) =>
          oc.columns(['bucket', 'key']).doUpdateSet({
            count: sql<number>`case when rate_limits.reset_at <= ${now} then ${by} else rate_limits.count + ${by} end`,
            reset_at: sql<number>`case when rate_limits.reset_at <= ${now} then ${resetAt} else rate_limits.reset_at end`,
          }),
        )
        .returning(['count', 'reset_at'])
        .executeTakeFirstOrThrow();
      return result(rule, Number(row.count), Number(row.reset_at));
    },
    async release(rule, key, now = Date.now()) {
      await db
        .updateTable('rate_limits')
        .set({ count: sql<number>`count - 1` })
        .where('bucket', '=', rule.bucket)
        .where('key', '=', hashKey(key))
        .where('count', '>', 0)
        .where('reset_at', '>', now)
        .execute();
    },
    async reset(bucket, key) {
      await db
        .deleteFrom('rate_limits')
        .where('bucket', '=', bucket)
        .where('key', '=', hashKey(key))
        .execute();
    },
  };
}

/** Removes windows that ended long ago, so the table stays small. */
export async function pruneDbLimits(db: Db, now = Date.now()): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where('reset_at', '<', now - 24 * 60 * 60 * 1000)
    .execute();
}
