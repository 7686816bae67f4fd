import fp from 'fastify-plugin';
import type { AppConfig } from '../config/index.js';
import { createDb, type Db } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    databaseKind: 'sqlite' | 'postgres';
  }
}

/**
 * Opens the database, brings its schema up to date, then runs `prepare` (the app layer's demo seed
 * or its production check: the plugin sits below the seed and does not import it, ADR 2201).
 */
export const dbPlugin = fp<{ config: AppConfig; prepare?: (db: Db) => Promise<void> }>(
  async (app, { config, prepare }) => {
    const db = createDb(config.database);
    try {
      const applied = await migrateToLatest(
        db,
        config.database.kind === 'postgres' ? config.database.schema : undefined,
      );
      if (applied.length) app.log.info({ applied }, 'database migrated');
      await prepare?.(db);
    } catch (error) {
      await db.destroy();
      throw error;
    }
    app.decorate('db', db);
    app.decorate('databaseKind', config.database.kind);
    // Runs after in-flight requests have finished (fastify closes the server first).
    app.addHook('onClose', async () => db.destroy());
  },
  { name: 'db' },
);
