import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config/index.js';
import { markDatabaseError } from '../lib/dependency-errors.js';
import { markedDialect } from './marked-dialect.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

/** How long one new PostgreSQL connection may take: past it, the query fails (503) instead of hanging. */
export const CONNECT_TIMEOUT_MS = 3000;
/** How long a query waits for a connection of the pool, busy ones included (a burst, an outage). */
export const ACQUIRE_TIMEOUT_MS = 10_000;

export interface DbOptions {
  /**
   * A connection of the pool was lost (PostgreSQL restarted, failed over, or the network cut it):
   * the pool has already dropped it and opens a new one for the next query. Without a listener
   * pg's 'error' event would end the process (and print the host, port and user).
   */
  onPoolError?: (error: Error) => void;
}

/**
 * The pool's own connect timeout is its wait for a free connection (ACQUIRE_TIMEOUT_MS); each
 * client gets the shorter CONNECT_TIMEOUT_MS, so a database that does not answer fails a query in
 * seconds while a busy pool still lets a burst queue.
 */
class FastConnectClient extends pg.Client {
  constructor(config: pg.ClientConfig = {}) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

function postgresPool(config: Extract<DatabaseConfig, { kind: 'postgres' }>, options: DbOptions) {
  const pool = new pg.Pool({
    connectionString: config.url,
    Client: FastConnectClient,
    max: 10,
    connectionTimeoutMillis: ACQUIRE_TIMEOUT_MS,
    // Idle connections are closed after 10 s and probed by TCP keepalive meanwhile, so a cut
    // network is noticed on them rather than by the next request.
    idleTimeoutMillis: 10_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // Names the server's sessions in pg_stat_activity (test files: their own, to end only theirs).
    application_name: config.schema ? `waha_${config.schema}` : 'waha',
    // Test files each get their own schema so parallel runs never see each other's rows.
    ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
  });
  const onError = options.onPoolError ?? (() => undefined);
  // pg emits 'error' on a client whose connection is lost, idle in the pool or checked out (even
  // with a query running, which fails too; the pool drops the client on release). A listener on
  // each client covers both, told once per connection (a terminated session emits its SQLSTATE,
  // then "Connection terminated unexpectedly"); the pool's listener only keeps it from crashing.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.once('error', (error) => {
      markDatabaseError(error);
      onError(error);
    });
    client.on('error', () => undefined);
  });
  return pool;
}

/** One Kysely instance for either engine; everything above this file is engine-agnostic. */
export function createDb(config: DatabaseConfig, options: DbOptions = {}): Db {
  if (config.kind === 'sqlite') {
    if (config.file !== ':memory:') mkdirSync(path.dirname(config.file), { recursive: true });
    const sqlite = new SQLite(config.file);
    // WAL lets readers run while a writer commits; foreign keys are off by default in SQLite.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    return new Kysely<Database>({ dialect: markedDialect(new SqliteDialect({ database: sqlite })) });
  }
  const pool = postgresPool(config, options);
  return new Kysely<Database>({ dialect: markedDialect(new PostgresDialect({ pool })) });
}
