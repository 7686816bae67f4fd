import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/index.js';
import { createDb, type Db } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import { errorKind } from '../lib/dependency-errors.js';
import { databaseStartupError } from '../lib/startup-error.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    databaseKind: 'sqlite' | 'postgres';
  }
}

/** Opens the database (a SQLite file that cannot be opened refuses the start in one line). */
function open(app: FastifyInstance, config: AppConfig): Db {
  try {
    return createDb(config.database, {
      // Never fatal: the pool has dropped the connection and opens a new one for the next query.
      // Only the kind is logged: pg's message names the host and port.
      onPoolError: (error) => {
        app.metrics.dependencies.poolErrors.inc();
        app.log.warn({ dependency: 'database', kind: errorKind(error) }, 'database connection lost');
      },
    });
  } catch (error) {
    throw databaseStartupError(error, config.database.kind) ?? error;
  }
}

/**
 * Opens the database, brings its schema up to date, then runs `prepare` (the app layer's demo seed
 * or its production check: the plugin sits below the seed and does not import it, ADR 2201).
 * PostgreSQL is first asked here (after the server lock): a database it cannot reach or that
 * refuses it stops the start with one line naming DATABASE_URL (ADR 2701).
 */
export const dbPlugin = fp<{ config: AppConfig; prepare?: (db: Db) => Promise<void> }>(
  async (app, { config, prepare }) => {
    const db = open(app, config);
    try {
      const applied = await migrateToLatest(
        db,
        config.database.kind === 'postgres' ? config.database.schema : undefined,
      );
      if (applied.length) app.log.info({ applied }, 'database migrated');
      await prepare?.(db);
    } catch (error) {
      await db.destroy();
      throw (config.database.kind === 'postgres' && databaseStartupError(error, 'postgres')) || error;
    }
    app.decorate('db', db);
    app.decorate('databaseKind', config.database.kind);
    // Runs after in-flight requests have finished (fastify closes the server first).
    app.addHook('onClose', async () => db.destroy());
  },
  { name: 'db' },
);
