import fp from 'fastify-plugin';
import type { DatabaseConfig } from '../config/index.js';
import { holdServerLock, LockBusyError } from '../db/server-lock.js';
import { databaseStartupError } from '../lib/startup-error.js';

/**
 * Holds the database's server lock (db/server-lock.ts) from start to close, so `npm run
 * db:restore` refuses to run under a live server and a server refuses to start during a restore.
 * Register before the db plugin: the lock is taken before migrations run, and (onClose hooks run
 * in reverse order) released only after the database is closed.
 */
export const serverLockPlugin = fp<{ database: DatabaseConfig }>(
  async (app, { database }) => {
    let lock;
    try {
      lock = await holdServerLock(database, (error) =>
        app.log.error({ err: error }, 'server lock lost: db:restore is no longer kept away until restart'),
      );
    } catch (error) {
      // The first contact with the database at start: unreachable or refusing, one line (ADR 2701).
      if (!(error instanceof LockBusyError)) throw databaseStartupError(error, database.kind) ?? error;
      throw new LockBusyError(
        `Refused to start: the database is being restored (npm run db:restore holds ${error.message}); start the server once the restore has finished.`,
      );
    }
    if (lock) app.addHook('onClose', async () => lock.release());
  },
  { name: 'server-lock' },
);
