import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../app.js';
import { loadConfig, type AppConfig, type DatabaseConfig } from '../config/index.js';

/** Which engine the API suite runs on: SQLite unless TEST_DB=postgres (see scripts/test.mjs). */
export const TEST_ENGINE: 'sqlite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export interface TestDatabase {
  database: DatabaseConfig;
  dataDir: string;
  drop: () => Promise<void>;
}

/** A fresh database per test file: a temporary SQLite file, or a PostgreSQL schema of its own. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'waha-test-'));
  if (TEST_ENGINE === 'sqlite') {
    return {
      database: { kind: 'sqlite', file: path.join(dataDir, 'test.db') },
      dataDir,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  return {
    database: { kind: 'postgres', url, schema },
    dataDir,
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  close: () => Promise<void>;
}

/** Builds the real app against a fresh database; Redis only in the PostgreSQL run (scale-out mode). */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  const db = await createTestDatabase();
  const base = loadConfig({ NODE_ENV: 'test', DATA_DIR: db.dataDir }, db.dataDir);
  const config: AppConfig = {
    ...base,
    database: db.database,
    redisUrl: TEST_ENGINE === 'postgres' ? (process.env.REDIS_URL ?? null) : null,
    webDistDir: path.join(db.dataDir, 'no-web-build'),
    // Tests edit content and read it back at once; a test of the cache turns it on.
    contentCacheMs: 0,
    // A busy test machine must not see 503s from load shedding; overload.test.ts turns it on.
    overload: { ...base.overload, maxEventLoopDelayMs: 0, maxHeapBytes: 0, maxRssBytes: 0 },
    // No sweep at start or on a timer beside every test; its own tests run it (app.storageSweep).
    storageSweep: { ...base.storageSweep, intervalMs: 0 },
    // No e-invoice round on a timer either: a round could take a test's transaction mid-test.
    einvoicing: { ...base.einvoicing, issueIntervalMs: 0 },
    // Likewise the ticket clock: its tests drive it with a controlled clock (app.ticketClock).
    ticketClock: { ...base.ticketClock, intervalMs: 0 },
    // And the rate alerts' rounds: their tests run them (app.rateAlerts).
    rateAlerts: { ...base.rateAlerts, intervalMs: 0 },
    ...overrides,
  };
  const app = await buildApp(config, options);
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await db.drop();
    },
  };
}

/** An HTTP SMS provider nobody answers (port 9, discard): production-like settings, or a failing provider. */
export function unreachableSms(timeoutMs = 1000): AppConfig['sms'] {
  return { provider: 'http', url: 'http://127.0.0.1:9/send', token: null, senderId: 'WAHA', timeoutMs };
}
