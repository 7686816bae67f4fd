import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Redis } from 'ioredis';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStorage } from '../../plugins/storage.js';
import { s3Storage } from '../../plugins/storage-s3.js';
import { startS3 } from '../../test/s3-server.js';
import { createTestApp } from '../../test/test-app.js';
import { CHECK_TIMEOUT_MS, checkDatabase, checkRedis, checkStorage } from './checks.js';

// Short, for the failures' timing; a healthy dependency gets the real budget (a busy test machine
// can take longer than 300 ms to answer, and that would be a false failure, not a slow probe).
const TIMEOUT_MS = 300;

/** Accepts TCP connections and never answers: a database host behind a firewall that drops replies. */
let blackHole: Server;
const sockets = new Set<Socket>();
let blackHolePort = 0;
let s3: Awaited<ReturnType<typeof startS3>>;
const dir = mkdtempSync(path.join(tmpdir(), 'waha-checks-'));

beforeAll(async () => {
  blackHole = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
  blackHolePort = (blackHole.address() as { port: number }).port;
  s3 = await startS3();
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => blackHole.close(resolve));
  await s3.stop();
  rmSync(dir, { recursive: true, force: true });
});

const postgresAt = (port: number) =>
  new Kysely<unknown>({
    dialect: new PostgresDialect({
      pool: new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${port}/waha`, max: 1 }),
    }),
  });

/** Resolves with the probe's answer and how long it took. */
async function timed<T>(work: Promise<T>) {
  const started = Date.now();
  const result = await work;
  return { result, ms: Date.now() - started };
}

describe('database probe', () => {
  it('fails within its timeout when PostgreSQL accepts the connection but never answers', async () => {
    const db = postgresAt(blackHolePort);
    const errors: unknown[] = [];
    const { result, ms } = await timed(checkDatabase(db, TIMEOUT_MS, (error) => errors.push(error)));
    expect(result).toBe('fail');
    expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(ms).toBeLessThan(TIMEOUT_MS + 700);
    expect(String(errors[0])).toMatch(/timed out/);
    for (const socket of sockets) socket.destroy();
    await db.destroy().catch(() => undefined);
  });

  it('fails quickly when nothing listens on the PostgreSQL port', async () => {
    const db = postgresAt(1);
    const { result, ms } = await timed(checkDatabase(db, TIMEOUT_MS));
    expect(result).toBe('fail');
    expect(ms).toBeLessThan(TIMEOUT_MS + 700);
    await db.destroy().catch(() => undefined);
  });

  it('answers ok on an open SQLite file and fail once its handle is closed', async () => {
    const sqlite = new SQLite(path.join(dir, 'probe.db'));
    const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: sqlite }) });
    expect(await checkDatabase(db, CHECK_TIMEOUT_MS)).toBe('ok');
    sqlite.close();
    expect(await checkDatabase(db, TIMEOUT_MS)).toBe('fail');
    await db.destroy().catch(() => undefined);
  });
});

describe('redis probe', () => {
  it('is not_configured without REDIS_URL and fails within its timeout when Redis is unreachable', async () => {
    expect(await checkRedis(null, TIMEOUT_MS)).toBe('not_configured');
    const redis = new Redis({ host: '127.0.0.1', port: 1, lazyConnect: true, maxRetriesPerRequest: 1 });
    redis.on('error', () => undefined);
    const { result, ms } = await timed(checkRedis(redis, TIMEOUT_MS));
    expect(result).toBe('fail');
    expect(ms).toBeLessThan(TIMEOUT_MS + 700);
    redis.disconnect();
  });
});

describe('storage probe', () => {
  it('answers ok for a writable folder and an existing bucket', async () => {
    expect(await checkStorage(diskStorage(path.join(dir, 'uploads')), CHECK_TIMEOUT_MS)).toBe('ok');
    expect(await checkStorage(s3Storage(s3.config), CHECK_TIMEOUT_MS)).toBe('ok');
  });

  // (s3rver checks no signatures, so wrong credentials cannot be shown here; S3 answers them 403.)
  it('fails for a missing bucket, an unreachable endpoint and a folder that cannot exist', async () => {
    expect(await checkStorage(s3Storage({ ...s3.config, bucket: 'no-such-bucket' }), TIMEOUT_MS)).toBe(
      'fail',
    );
    const closed = { ...s3.config, endpoint: 'http://127.0.0.1:1' };
    expect(await checkStorage(s3Storage(closed), TIMEOUT_MS)).toBe('fail');
    // /dev/null is a file, so nothing can be created under it, even by root.
    expect(await checkStorage(diskStorage('/dev/null/uploads'), TIMEOUT_MS)).toBe('fail');
  });

  it('makes ready answer 503 for an app whose bucket is gone, naming neither host nor bucket', async () => {
    const t = await createTestApp({ storage: { ...s3.config, bucket: 'no-such-bucket' } }, { seed: false });
    try {
      const res = await t.app.inject({ url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().checks).toMatchObject({ database: 'ok', storage: 'fail' });
      expect(res.body).not.toMatch(/127\.0\.0\.1|no-such-bucket|S3RVER|40[34]/);
    } finally {
      await t.close();
    }
  });
});
