import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { rateLimit } from '../plugins/limiter.js';
import { dbLimiter } from './limiter.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let second: Awaited<ReturnType<typeof buildApp>>;
const rule = { bucket: 'test', max: 3, windowMs: 60_000 };

beforeAll(async () => {
  t = await createTestApp();
  // A second instance on the same database (and Redis, in the scale-out run).
  second = await buildApp(t.config, { seed: false });
  for (const app of [t.app, second]) {
    app.get('/api/test/limited', { preHandler: rateLimit(rule) }, async () => ({ ok: true }));
  }
});
afterAll(async () => {
  await second.close();
  await t.close();
});

describe('limiter', () => {
  it('allows max hits per window, then refuses, then allows again after the window', async () => {
    const key = `window-${Math.random()}`;
    const now = 1_000_000;
    const hits = [];
    for (let i = 0; i < 4; i += 1) hits.push((await t.app.limiter.hit(rule, key, now)).allowed);
    expect(hits).toEqual([true, true, true, false]);
    if (!t.app.redis) {
      // The database store is driven by the clock it is given; Redis expires keys by itself.
      expect((await t.app.limiter.hit(rule, key, now + 60_001)).count).toBe(1);
    }
    await t.app.limiter.reset(rule.bucket, key);
    expect((await t.app.limiter.hit(rule, key)).count).toBe(1);
  });

  it('shares counters between two server instances and answers 429 with the envelope', async () => {
    const ip = { remoteAddress: '203.0.113.7' };
    await t.app.limiter.reset(rule.bucket, ip.remoteAddress);
    const statuses = [];
    for (const app of [t.app, second, t.app, second]) {
      const res = await app.inject({ url: '/api/test/limited', ...ip, headers: { 'accept-language': 'en' } });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toEqual({
          code: 'rate_limited',
          message: 'Too many requests. Please wait a moment and try again.',
        });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('counts in the database on either engine when Redis is not configured', async () => {
    const store = dbLimiter(t.app.db);
    const key = `db-${Math.random()}`;
    const counts = await Promise.all([1, 2, 3, 4, 5].map(() => store.hit(rule, key)));
    // Concurrent hits each get their own count: the upsert is atomic.
    expect(counts.map((c) => c.count).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(counts.filter((c) => !c.allowed)).toHaveLength(2);
  });

  it('gives a reserved hit back within the window, never below zero', async () => {
    const key = `release-${Math.random()}`;
    for (let i = 0; i < 3; i += 1) await t.app.limiter.hit(rule, key);
    await t.app.limiter.release(rule, key);
    expect((await t.app.limiter.hit(rule, key)).count).toBe(3);
    for (let i = 0; i < 5; i += 1) await t.app.limiter.release(rule, key);
    // Five releases of three hits: the count stops at zero, it is not a credit of two.
    expect((await t.app.limiter.hit(rule, key)).count).toBe(1);
    // A key with no count stays without one.
    const gone = `release-gone-${Math.random()}`;
    await t.app.limiter.release(rule, gone);
    expect((await t.app.limiter.hit(rule, gone)).count).toBe(1);
  });

  it('never stores the key in clear', async () => {
    await t.app.limiter.hit(rule, '1000000008');
    if (!t.app.redis) {
      const keys = await t.app.db.selectFrom('rate_limits').select('key').execute();
      expect(keys.map((k) => k.key).join()).not.toContain('1000000008');
    } else {
      expect((await t.app.redis.keys('rl:test:*')).join()).not.toContain('1000000008');
    }
  });
});
