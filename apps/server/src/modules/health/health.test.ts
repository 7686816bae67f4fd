import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HealthResponseSchema } from '@waha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sample, scrape } from '../../test/metrics-text.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
});
afterAll(async () => t.close());

const redisExpected = TEST_ENGINE === 'postgres' && process.env.REDIS_URL ? 'ok' : 'not_configured';

describe('health probes', () => {
  it('answers live with {status: ok}, uncached, without asking any dependency', async () => {
    const res = await t.app.inject({ url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers ready, and /api/health as its alias, with every check passing', async () => {
    for (const url of ['/api/health/ready', '/api/health']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = HealthResponseSchema.parse(res.json());
      expect(body).toMatchObject({
        status: 'ok',
        checks: { database: 'ok', redis: redisExpected, storage: 'ok' },
      });
    }
  });
});

describe('readiness failures', () => {
  it('answers 503 with database: fail once the database connection is gone; live stays 200', async () => {
    const broken = await createTestApp({}, { seed: false });
    try {
      // The real driver closed under the app (SQLite handle / PostgreSQL pool): every query fails.
      await broken.app.db.destroy();
      const started = Date.now();
      const res = await broken.app.inject({ url: '/api/health/ready' });
      expect(Date.now() - started).toBeLessThan(2500);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'degraded',
        checks: { database: 'fail', redis: redisExpected, storage: 'ok' },
      });
      expect(res.body).not.toMatch(/sqlite|postgres|destroyed|127\.0\.0\.1|error/i);
      expect((await broken.app.inject({ url: '/api/health' })).statusCode).toBe(503);
      expect((await broken.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
      // The scrape still answers; the gauge read from the database says it does not know.
      expect(sample(await scrape(broken.app), 'waha_tickets_past_target')).toBeNaN();
    } finally {
      await broken.close();
    }
  });

  it('answers 503 with storage: fail when the upload folder cannot be created, naming no path', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'waha-blocked-'));
    // A file where the folder's parent should be: mkdir fails whoever runs the tests (even root).
    const blocker = path.join(dir, 'not-a-folder');
    writeFileSync(blocker, 'x');
    const broken = await createTestApp({ storageDir: path.join(blocker, 'uploads') }, { seed: false });
    try {
      const res = await broken.app.inject({ url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().checks).toEqual({ database: 'ok', redis: redisExpected, storage: 'fail' });
      expect(res.body).not.toMatch(/not-a-folder|ENOTDIR|uploads/);
    } finally {
      await broken.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
