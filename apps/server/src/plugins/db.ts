import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import { createDb, type Db } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDemoData } from '../db/seed/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    databaseKind: 'sqlite' | 'postgres';
  }
}

/** Opens the database, brings its schema up to date and seeds demo data (idempotent). */
export const dbPlugin = fp<{ config: AppConfig; seed: boolean }>(
  async (app, { config, seed }) => {
    const db = createDb(config.database);
    try {
      const applied = await migrateToLatest(db);
      if (applied.length) app.log.info({ applied }, 'database migrated');
      if (seed) await seedDemoData(db);
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
