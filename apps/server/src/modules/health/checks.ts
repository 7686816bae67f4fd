import type { Redis } from 'ioredis';
import { sql, type Kysely } from 'kysely';
import { withTimeout } from '../../lib/with-timeout.js';
import type { Storage } from '../../plugins/storage.js';

/** Each probe's budget: a readiness answer within about this long, whatever a dependency does. */
export const CHECK_TIMEOUT_MS = 2000;

export type Probe = 'ok' | 'fail';

/** Runs one probe; a failure is told to `onFail` (the log), never to the client. */
async function probe(
  work: () => Promise<unknown>,
  timeoutMs: number,
  onFail: (error: unknown) => void,
): Promise<Probe> {
  try {
    await withTimeout(work(), timeoutMs);
    return 'ok';
  } catch (error) {
    onFail(error);
    return 'fail';
  }
}

// Any schema: the probe asks nothing of the tables.
export const checkDatabase = <DB>(
  db: Kysely<DB>,
  timeoutMs: number,
  onFail: (error: unknown) => void = () => undefined,
) => probe(() => sql`select 1`.execute(db), timeoutMs, onFail);

export const checkRedis = async (
  redis: Redis | null,
  timeoutMs: number,
  onFail: (error: unknown) => void = () => undefined,
): Promise<Probe | 'not_configured'> =>
  redis ? probe(() => redis.ping(), timeoutMs, onFail) : 'not_configured';

// app.storage's check also fails while this instance's recent upload writes fail (a full disk, a
// bucket refusing PUTs that still answers HEAD): plugins/storage-guard.ts, ADR 2705.
export const checkStorage = (
  storage: Storage,
  timeoutMs: number,
  onFail: (error: unknown) => void = () => undefined,
) => probe(() => storage.check(), timeoutMs, onFail);
