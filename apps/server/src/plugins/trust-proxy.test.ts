import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/index.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

// One reverse proxy (10.0.0.1) in front: TRUST_PROXY=1 as .env.example says for that set-up.
const PROXY = '10.0.0.1';
const MAX = 5;
let t: TestApp;
// One app at a time: on PostgreSQL, a second test schema beside an open one confuses the migrator.
beforeAll(async () => {
  const { trustProxy } = loadConfig({ TRUST_PROXY: '1', DATA_DIR: 'unused' }, '/tmp');
  t = await createTestApp({
    trustProxy,
    // Counters in the test database: a Redis counter for 203.0.113.7 would outlive this file.
    redisUrl: null,
    ratesLimit: { max: MAX, windowMs: 60_000, exemptIps: [] },
  });
});

const rates = (forwardedFor: string) =>
  t.app.inject({
    url: '/api/exchangeRates?Branch_ID=19',
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': forwardedFor },
  });
const anything = () => `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('client address behind one trusted proxy', () => {
  it('limits X-Forwarded-For "<anything>, 203.0.113.7" as 203.0.113.7', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= MAX; i++) statuses.push((await rates(`${anything()}, 203.0.113.7`)).statusCode);
    expect(statuses.slice(0, MAX).every((s) => s === 200)).toBe(true);
    expect(statuses[MAX]).toBe(429);
    // Another client behind the same proxy keeps its own allowance.
    expect((await rates(`${anything()}, 203.0.113.8`)).statusCode).toBe(200);
    await t.close();
  });
});

describe('client address with the proxies listed by address', () => {
  it('believes X-Forwarded-For only from a listed proxy', async () => {
    const { trustProxy } = loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1', DATA_DIR: 'unused' }, '/tmp');
    const listed = await createTestApp({
      trustProxy,
      redisUrl: null,
      ratesLimit: { max: 1, windowMs: 60_000, exemptIps: [] },
    });
    try {
      const get = (remoteAddress: string, forwardedFor: string) =>
        listed.app.inject({
          url: '/api/exchangeRates?Branch_ID=19',
          remoteAddress,
          headers: { 'x-forwarded-for': forwardedFor },
        });
      expect((await get(PROXY, `${anything()}, 198.51.100.1`)).statusCode).toBe(200);
      expect((await get(PROXY, `${anything()}, 198.51.100.1`)).statusCode).toBe(429);
      // A client that is not a listed proxy cannot choose its address by writing the header.
      expect((await get('198.51.100.2', anything())).statusCode).toBe(200);
      expect((await get('198.51.100.2', anything())).statusCode).toBe(429);
    } finally {
      await listed.close();
    }
  });
});
