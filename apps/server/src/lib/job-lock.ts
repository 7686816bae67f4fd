import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { DatabaseConfig } from '../config/index.js';
import { CONNECT_TIMEOUT_MS } from '../db/connection.js';
import type { HeldLock } from '../db/server-lock.js';

/**
 * A background job that only one process may run at a time: `lockClass` keys its PostgreSQL
 * advisory lock (the second key is the schema's hash), `fileSuffix` names its SQLite lock file.
 */
export interface JobLockName {
  lockClass: number;
  fileSuffix: string;
}

/** The orphan sweep of upload storage ("swep"). */
export const SWEEP_JOB: JobLockName = { lockClass: 0x73776570, fileSuffix: 'sweep-lock' };
/** The ticket clock: warnings, automatic escalation and closing ("tclk"). */
export const TICKET_CLOCK_JOB: JobLockName = { lockClass: 0x74636c6b, fileSuffix: 'ticket-clock-lock' };

/** The HR retention purge of rejected applications' personal data ("hrrt"). */
export const HR_RETENTION_JOB: JobLockName = { lockClass: 0x68727274, fileSuffix: 'hr-retention-lock' };

export const sqliteJobLockFile = (databaseFile: string, job: JobLockName) =>
  `${databaseFile}.${job.fileSuffix}`;

/**
 * Only one process runs a round of `job` on a data set at a time (two sweeps would list, check and
 * delete the same objects; two clocks would race for the same tickets, which the SQL guards make
 * harmless, but the counts and logs would double). Never waits: a busy lock answers null and that
 * instance skips this round. The lock goes with its holder: a crashed holder blocks nothing.
 *
 * - PostgreSQL (several instances): a session advisory lock on a connection of its own (a pooled
 *   one would hand the session to other queries), keyed by the schema, so test files on one
 *   database, each in its own schema, do not block each other.
 * - SQLite (one instance, but a second process could open the same file): an OS lock on a small
 *   SQLite file of its own beside the database, as db/server-lock.ts does.
 */
export async function tryJobLock(database: DatabaseConfig, job: JobLockName): Promise<HeldLock | null> {
  if (database.kind === 'postgres') return postgresJobLock(database, job);
  // An in-memory database belongs to this process: the plugin's own guard is enough.
  if (database.file === ':memory:') return { release: async () => undefined };
  return sqliteJobLock(sqliteJobLockFile(database.file, job));
}

/** `fn` under the job's lock, or null, without running it, while another process holds the lock. */
export async function withJobLock<T>(
  database: DatabaseConfig,
  job: JobLockName,
  fn: () => Promise<T>,
): Promise<{ value: T } | null> {
  const lock = await tryJobLock(database, job);
  if (!lock) return null;
  try {
    return { value: await fn() };
  } finally {
    await lock.release();
  }
}

async function postgresJobLock(database: Extract<DatabaseConfig, { kind: 'postgres' }>, job: JobLockName) {
  const client = new pg.Client({
    connectionString: database.url,
    // A database that does not answer fails the round in seconds (a hung round blocks the next).
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(database.schema ? { options: `-c search_path=${database.schema}` } : {}),
  });
  // A lost connection is a lost lock; never thrown (an 'error' event without a listener would end
  // the process). The job itself runs on the pool and finishes; the worst case is one overlap.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1, hashtext(current_schema())) as locked',
      [job.lockClass],
    );
    if (rows[0]?.locked) return { release: () => client.end().catch(() => undefined) };
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  await client.end().catch(() => undefined);
  return null;
}

function sqliteJobLock(file: string): HeldLock | null {
  mkdirSync(path.dirname(file), { recursive: true });
  // timeout 0: busy answers at once instead of waiting for the other round to finish.
  const lock = new SQLite(file, { timeout: 0 });
  try {
    lock.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    lock.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return null;
    throw error;
  }
  return {
    release: async () => {
      if (lock.inTransaction) lock.exec('ROLLBACK');
      lock.close();
    },
  };
}
