import { Migrator } from 'kysely/migration';
import type { Db } from './connection.js';
import { migrations } from './migrations/index.js';

/**
 * `schema`: the PostgreSQL schema the tables live in (each API test file has its own). Without it
 * Kysely looks for its migration tables in every schema of the database, finds another test
 * file's, and fails with "kysely_migration_lock does not exist" when suites run side by side.
 */
export async function migrateToLatest(db: Db, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
