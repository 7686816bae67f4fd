import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { DatabaseConfig } from '../config/index.js';
import { CONNECT_TIMEOUT_MS } from './connection.js';

/**
 * The lock that keeps `npm run db:restore` away from a database a server is using. Every server
 * holds it SHARED for its whole life (so instances never block each other, scale-out included);
 * the restore must take it EXCLUSIVE, without waiting, and holds it until it has finished (so no
 * server starts on a half-restored database). The operating system or PostgreSQL drops a lock
 * when its process or session ends: a crashed server never blocks a restore.
 *
 * - SQLite: an OS lock on `<database file>.lock`, a tiny SQLite file of its own: a server keeps a
 *   read transaction open on it (SHARED), the restore opens `BEGIN EXCLUSIVE` on it. Not the live
 *   database itself: a read transaction held there for hours would stop WAL checkpoints.
 * - PostgreSQL: the session-level advisory lock SERVER_LOCK_KEY of that database
 *   (`pg_try_advisory_lock_shared` in servers, `pg_try_advisory_lock` in the restore), on a
 *   connection of its own (a pooled one would hand the session to other queries).
 */
export const SERVER_LOCK_KEY = 0x77616861; // "waha"

export interface HeldLock {
  release(): Promise<void>;
}

export class LockBusyError extends Error {}

export const sqliteLockFile = (databaseFile: string) => `${databaseFile}.lock`;

function sqliteLock(databaseFile: string, mode: 'shared' | 'exclusive'): HeldLock {
  const file = sqliteLockFile(databaseFile);
  mkdirSync(path.dirname(file), { recursive: true });
  // timeout 0: answer at once instead of waiting for the other side to finish.
  const lock = new SQLite(file, { timeout: 0 });
  try {
    if (mode === 'exclusive') lock.exec('BEGIN EXCLUSIVE');
    else {
      lock.exec('BEGIN');
      // The first read takes the SHARED lock, kept until the transaction ends.
      lock.prepare('SELECT count(*) FROM sqlite_master').get();
    }
  } catch (error) {
    lock.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') throw new LockBusyError(file);
    throw error;
  }
  return {
    release: async () => {
      if (lock.inTransaction) lock.exec('ROLLBACK');
      lock.close();
    },
  };
}

async function postgresLock(
  url: string,
  mode: 'shared' | 'exclusive',
  onLost: (error: Error) => void = () => undefined,
): Promise<HeldLock> {
  // A database that does not answer refuses the start within seconds, not the system's minutes.
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A lost connection is a lost lock: said (a restore could now start under this server), never
  // thrown (without a listener the 'error' event would end the process).
  client.on('error', onLost);
  await client.connect();
  const fn = mode === 'shared' ? 'pg_try_advisory_lock_shared' : 'pg_try_advisory_lock';
  try {
    const { rows } = await client.query<{ locked: boolean }>(`select ${fn}($1) as locked`, [SERVER_LOCK_KEY]);
    if (!rows[0]?.locked) throw new LockBusyError(`advisory lock ${SERVER_LOCK_KEY}`);
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  // Ending the session releases its advisory locks.
  return { release: () => client.end().catch(() => undefined) };
}

/** What a server holds while it runs; throws LockBusyError while a restore is running. */
export async function holdServerLock(
  database: DatabaseConfig,
  onLost?: (error: Error) => void,
): Promise<HeldLock | null> {
  if (database.kind === 'postgres') return postgresLock(database.url, 'shared', onLost);
  // An in-memory database cannot be restored into, nor reached by another process.
  if (database.file === ':memory:') return null;
  return sqliteLock(database.file, 'shared');
}

/** What the restore holds; throws LockBusyError while any server runs on the database. */
export async function takeRestoreLock(database: DatabaseConfig): Promise<HeldLock> {
  if (database.kind === 'postgres') return postgresLock(database.url, 'exclusive');
  return sqliteLock(database.file, 'exclusive');
}
