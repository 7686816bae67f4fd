import fp from 'fastify-plugin';
import { ConfigError, type AppConfig } from '../config.js';
import { createDb, type Db } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import { DEMO_CUSTOMERS } from '../db/seed/core-people.js';
import { seedDemoData } from '../db/seed/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    databaseKind: 'sqlite' | 'postgres';
  }
}

/**
 * Production without DEMO_DATA=true must not answer for the README's identities: a database that
 * still holds them (seeded by an earlier demo run) stops the start instead of going live.
 */
async function refuseDemoIdentities(db: Db): Promise<void> {
  const demo = await db
    .selectFrom('core_customers')
    .select('national_id')
    .where(
      'national_id',
      'in',
      DEMO_CUSTOMERS.map((c) => c.national_id),
    )
    .executeTakeFirst();
  if (demo) {
    throw new ConfigError(
      'Invalid environment variable DEMO_DATA: the database holds the demo customers of the README; set DEMO_DATA=true for a demo, or use a database without them',
    );
  }
}

/** Opens the database, brings its schema up to date and seeds demo data (idempotent). */
export const dbPlugin = fp<{ config: AppConfig; seed: boolean }>(
  async (app, { config, seed }) => {
    const db = createDb(config.database);
    try {
      const applied = await migrateToLatest(
        db,
        config.database.kind === 'postgres' ? config.database.schema : undefined,
      );
      if (applied.length) app.log.info({ applied }, 'database migrated');
      if (seed) await seedDemoData(db);
      else if (config.env === 'production') await refuseDemoIdentities(db);
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
