import { describe, expect, it } from 'vitest';
import { memoryLimiter } from './memory-limiter.js';

const rule = { bucket: 'mem-test', max: 3, windowMs: 1000 };

describe('memory limiter', () => {
  it('counts a fixed window per bucket and key, refuses past the limit and restarts when it ends', async () => {
    const limiter = memoryLimiter();
    const outcomes = [];
    for (let i = 0; i < 4; i++) outcomes.push((await limiter.hit(rule, 'a', 10_000)).allowed);
    expect(outcomes).toEqual([true, true, true, false]);
    expect(await limiter.hit(rule, 'a', 10_500)).toMatchObject({ count: 5, remaining: 0, resetAt: 11_000 });
    // Another key and another bucket are counted apart.
    expect((await limiter.hit(rule, 'b', 10_500)).count).toBe(1);
    expect((await limiter.hit({ ...rule, bucket: 'other' }, 'a', 10_500)).count).toBe(1);
    expect(await limiter.hit(rule, 'a', 11_000)).toMatchObject({ allowed: true, count: 1, resetAt: 12_000 });
  });

  it('releases a hit within its window only, never below zero, and forgets a key on reset', async () => {
    const limiter = memoryLimiter();
    await limiter.hit(rule, 'a', 0);
    await limiter.release(rule, 'a', 10);
    await limiter.release(rule, 'a', 20);
    expect((await limiter.hit(rule, 'a', 30)).count).toBe(1);
    await limiter.release(rule, 'a', 1000);
    expect((await limiter.hit(rule, 'a', 999)).count).toBe(2);
    await limiter.reset(rule.bucket, 'a');
    expect((await limiter.hit(rule, 'a', 999)).count).toBe(1);
  });

  it('looks without counting when asked to add 0 hits, and keeps nothing for it', async () => {
    const limiter = memoryLimiter();
    expect(await limiter.hit(rule, 'a', 0, 0)).toMatchObject({ allowed: true, count: 0 });
    expect(limiter.size()).toBe(0);
    await limiter.hit(rule, 'a', 0, 4);
    expect(await limiter.hit(rule, 'a', 1, 0)).toMatchObject({ allowed: false, count: 4 });
  });

  it('holds at most maxKeys: ended windows are swept first, then the oldest window goes', async () => {
    const limiter = memoryLimiter({ maxKeys: 3 });
    await limiter.hit({ ...rule, windowMs: 10 }, 'short', 0);
    await limiter.hit(rule, 'old', 0);
    await limiter.hit(rule, 'mid', 0);
    // Full: the ended window ('short') is swept, and the live ones stay.
    await limiter.hit(rule, 'new', 100);
    expect(limiter.size()).toBe(3);
    expect((await limiter.hit(rule, 'old', 100)).count).toBe(2);
    // Full of live windows: the oldest go first, so a flood of keys costs no more memory.
    for (let i = 0; i < 1000; i++) await limiter.hit(rule, `flood-${i}`, 200);
    expect(limiter.size()).toBe(3);
    expect((await limiter.hit(rule, 'flood-999', 200)).count).toBe(2);
    expect((await limiter.hit(rule, 'old', 200)).count).toBe(1);
  });
});
