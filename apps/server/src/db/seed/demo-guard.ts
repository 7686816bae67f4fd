import { ConfigError } from '../../config/index.js';
import type { Db } from '../connection.js';
import { DEMO_CUSTOMERS } from './core-people.js';
import { seedDemoData } from './index.js';

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

/**
 * What the app does with a freshly migrated database: seed the demo (idempotent), or in production
 * without demo data refuse a database that still holds the demo identities.
 */
export function demoDataStep(seed: boolean, production: boolean): ((db: Db) => Promise<void>) | undefined {
  if (seed) return async (db) => void (await seedDemoData(db));
  return production ? refuseDemoIdentities : undefined;
}
