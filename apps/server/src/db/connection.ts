import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config/index.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

/** One Kysely instance for either engine; everything above this file is engine-agnostic. */
export function createDb(config: DatabaseConfig): Db {
  if (config.kind === 'sqlite') {
    if (config.file !== ':memory:') mkdirSync(path.dirname(config.file), { recursive: true });
    const sqlite = new SQLite(config.file);
    // WAL lets readers run while a writer commits; foreign keys are off by default in SQLite.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: 10,
    // Test files each get their own schema so parallel runs never see each other's rows.
    ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
