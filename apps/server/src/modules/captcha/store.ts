import type { Redis } from 'ioredis';
import type { Db } from '../../db/connection.js';
import { hashKey } from '../../lib/limiter.js';

/**
 * What the captcha must remember across server instances: challenges already spent (so a solution
 * cannot be replayed) and clients whose solved captcha lifts the rates limit for a while.
 */
export interface CaptchaStore {
  /** Records a solved challenge; false when it was already spent (a replay). Atomic. */
  markSpent(nonce: string, expiresAt: number): Promise<boolean>;
  grantPass(clientKey: string, durationMs: number, now?: number): Promise<void>;
  hasPass(clientKey: string, now?: number): Promise<boolean>;
}

export function redisCaptchaStore(redis: Redis): CaptchaStore {
  return {
    async markSpent(nonce, expiresAt) {
      const ttl = Math.max(1000, expiresAt - Date.now());
      return (await redis.set(`captcha:spent:${nonce}`, '1', 'PX', ttl, 'NX')) === 'OK';
    },
    async grantPass(clientKey, durationMs) {
      await redis.set(`captcha:pass:${hashKey(clientKey)}`, '1', 'PX', durationMs);
    },
    async hasPass(clientKey) {
      return (await redis.exists(`captcha:pass:${hashKey(clientKey)}`)) === 1;
    },
  };
}

export function dbCaptchaStore(db: Db): CaptchaStore {
  return {
    async markSpent(nonce, expiresAt) {
      const result = await db
        .insertInto('captcha_marks')
        .values({ kind: 'spent', key: nonce.slice(0, 64), expires_at: expiresAt })
        .onConflict((oc) => oc.columns(['kind', 'key']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    async grantPass(clientKey, durationMs, now = Date.now()) {
      // Solves are rare: a good moment to forget marks whose time is over.
      await db.deleteFrom('captcha_marks').where('expires_at', '<', now).execute();
      await db
        .insertInto('captcha_marks')
        .values({ kind: 'pass', key: hashKey(clientKey), expires_at: now + durationMs })
        .onConflict((oc) => oc.columns(['kind', 'key']).doUpdateSet({ expires_at: now + durationMs }))
        .execute();
    },
    async hasPass(clientKey, now = Date.now()) {
      const row = await db
        .selectFrom('captcha_marks')
        .select('expires_at')
        .where('kind', '=', 'pass')
        .where('key', '=', hashKey(clientKey))
        .executeTakeFirst();
      return row !== undefined && Number(row.expires_at) > now;
    },
  };
}
