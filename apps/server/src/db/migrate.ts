import { Migrator, type MigrationResultSet } from 'kysely/migration';
import type { Db } from './connection.js';
import { migrations } from './migrations/index.js';

/**
 * `schema`: the PostgreSQL schema the tables live in (each API test file has its own). Without it
 * Kysely looks for its migration tables in every schema of the database, finds another test
 * file's, and fails with "kysely_migration_lock does not exist" when suites run side by side.
 */
function migrator(db: Db, schema?: string) {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Work built side by side lands with migration numbers below ones a database already ran
    // (2206 after 2303, 2403 after 2501): each is independent of the others, and is run once
    // whatever its place, instead of the database refusing to start.
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

function applied({ error, results }: MigrationResultSet): string[] {
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export async function migrateToLatest(db: Db, schema?: string): Promise<string[]> {
  return applied(await migrator(db, schema).migrateToLatest());
}

/**
 * Rolls the schema back to `target` (kept; every later migration's `down` runs, newest first), to
 * go back to an earlier release. An unknown name is refused before anything runs.
 */
export async function migrateDownTo(db: Db, target: string, schema?: string): Promise<string[]> {
  if (!Object.hasOwn(migrations, target)) {
    throw new RangeError(`unknown migration "${target}"; known: ${Object.keys(migrations).join(', ')}`);
  }
  return applied(await migrator(db, schema).migrateTo(target));
}
