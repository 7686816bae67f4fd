import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3 } from './test/s3-server.js';
import { runServerToExit } from './test/server-process.js';

/**
 * A production start whose database, Redis or upload storage does not answer stops with one line
 * naming the variable and the part (ADR 2701): exit 1, no stack, no address.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'waha-refusals-'));
let s3: Awaited<ReturnType<typeof startS3>>;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const production = (env: Record<string, string>) => ({
  NODE_ENV: 'production',
  LOG_LEVEL: 'info',
  DATA_DIR: dataDir,
  SESSION_SECRET: 's'.repeat(40),
  CAPTCHA_HMAC_KEY: 'c'.repeat(40),
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'http://127.0.0.1:9/send',
  ...env,
});

/** Port 1 on this machine: nothing listens, so connecting is refused at once. */
const CLOSED_PORT = '127.0.0.1:1';

/** A port that was free a moment ago (fetch will not even try port 1: "bad port"). */
async function freedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function refusedStart(env: Record<string, string>) {
  const result = await runServerToExit(production(env));
  expect(result.timedOut).toBe(false);
  expect(result.code).toBe(1);
  const all = result.stdout + result.stderr;
  // No stack and no address (nor the password of the URL) anywhere in what the process wrote.
  expect(all).not.toMatch(/\n\s+at /);
  expect(all).not.toMatch(/127\.0\.0\.1|secret-password|Server listening/);
  const lines = result.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  return lines[0]!;
}

// Each case starts its own process with its own settings, whatever engine the run tests: npm test's
// SQLite run covers them, and the PostgreSQL run does not start the same six processes again.
describe.skipIf(process.env.TEST_DB === 'postgres')(
  'start-up refusals when a dependency does not answer',
  () => {
    it('names DATABASE_URL for a PostgreSQL that refuses connections', async () => {
      const line = await refusedStart({
        DATABASE_URL: `postgres://waha:secret-password@${CLOSED_PORT}/waha`,
      });
      expect(line).toBe(
        'DATABASE_URL: the database did not answer at start-up (connection refused); check the address and that PostgreSQL runs',
      );
    });

    it('names DATABASE_URL for a SQLite file that cannot be opened', async () => {
      const blocker = path.join(dataDir, 'a-file');
      writeFileSync(blocker, 'x');
      const line = await refusedStart({ DATABASE_URL: `sqlite:${blocker}/waha.db` });
      expect(line).toMatch(
        /^DATABASE_URL: the SQLite database file could not be opened at start-up \((EEXIST|ENOTDIR)\)/,
      );
    });

    it('names REDIS_URL for a Redis that refuses connections', async () => {
      const line = await refusedStart({ REDIS_URL: `redis://:secret-password@${CLOSED_PORT}` });
      expect(line).toBe(
        'REDIS_URL: Redis did not answer at start-up (connection refused); check the address and that Redis runs',
      );
    });

    it('names STORAGE_DIR for an upload folder that cannot be created', async () => {
      const blocker = path.join(dataDir, 'not-a-folder');
      writeFileSync(blocker, 'x');
      const line = await refusedStart({ STORAGE_DIR: path.join(blocker, 'uploads') });
      expect(line).toMatch(/^STORAGE_DIR: the upload folder cannot be used at start-up \(ENOTDIR\)/);
    });

    it('names S3_ENDPOINT for an S3 service that refuses connections', async () => {
      const line = await refusedStart({
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: `http://127.0.0.1:${await freedPort()}`,
        S3_BUCKET: 'uploads',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'secret-password',
      });
      expect(line).toBe(
        'S3_ENDPOINT: the upload storage did not answer at start-up (connection refused); check the address and that the service runs',
      );
    });

    it('names S3_BUCKET for a bucket the service does not have', async () => {
      const line = await refusedStart({
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: s3.config.endpoint,
        S3_BUCKET: 'no-such-bucket',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      });
      expect(line).toMatch(/^S3_BUCKET: the upload bucket does not exist at start-up \(404\)/);
    });
  },
);
