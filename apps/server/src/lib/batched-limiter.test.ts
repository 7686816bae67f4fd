import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { batchedLimiter } from './batched-limiter.js';
import { dbLimiter, redisLimiter, type Limiter } from './limiter.js';

let t: TestApp;
let store: Limiter;
let writes = 0;
beforeAll(async () => {
  t = await createTestApp();
  const real = t.app.redis ? redisLimiter(t.app.redis) : dbLimiter(t.app.db);
  // The shared store of the engine under test, counting how often it is written.
  store = {
    hit: (rule, key, now, by) => {
      writes += 1;
      return real.hit(rule, key, now, by);
    },
    release: (rule, key, now) => real.release(rule, key, now),
    reset: (bucket, key) => real.reset(bucket, key),
  };
});
afterAll(async () => t.close());

const rule = { bucket: 'batched-test', max: 5, windowMs: 60_000, batched: true };
const key = () => `client-${Math.random()}`;
// Long flush interval: the tests decide when counts are written.
const instance = () => batchedLimiter(store, { flushMs: 60_000 });

describe('batched limiter', () => {
  it('writes the first hit, then counts below half the limit without a write per hit', async () => {
    const limiter = instance();
    const k = key();
    const generous = { ...rule, max: 1000 };
    writes = 0;
    for (let i = 0; i < 50; i++) expect((await limiter.hit(generous, k)).allowed).toBe(true);
    expect(writes).toBe(1);
    await limiter.flush();
    expect(writes).toBe(2);
    expect((await store.hit({ ...generous, batched: false }, k)).count).toBe(51);
    await limiter.close();
  });

  it('counts exactly near the limit, so two instances share it', async () => {
    const a = instance();
    const b = instance();
    const k = key();
    const outcomes = [];
    for (const limiter of [a, b, a, b, a, b, a]) outcomes.push((await limiter.hit(rule, k)).allowed);
    expect(outcomes).toEqual([true, true, true, true, true, false, false]);
    // Once the store said "over", later hits of the window are refused without a write.
    writes = 0;
    expect((await a.hit(rule, k)).allowed).toBe(false);
    expect(writes).toBe(0);
    await a.close();
    await b.close();
  });

  it('sends rules that are not batched to the store on every hit', async () => {
    const limiter = instance();
    writes = 0;
    const exact = { bucket: 'exact-test', max: 2, windowMs: 60_000 };
    const k = key();
    const results = [];
    for (let i = 0; i < 3; i++) results.push((await limiter.hit(exact, k)).allowed);
    expect(results).toEqual([true, true, false]);
    expect(writes).toBe(3);
    await limiter.close();
  });
});
