import { describe, expect, it, vi } from 'vitest';
import { RatesCache, type CachedRates } from './cache.js';

const answer = (text: string): CachedRates => ({ body: Buffer.from(text), updatedAt: null });

describe('RatesCache', () => {
  it('reuses an answer within its lifetime and reloads after it', async () => {
    let now = 0;
    const cache = new RatesCache(1000, () => now);
    const load = vi.fn(async () => answer(`v${load.mock.calls.length}`));
    expect((await cache.get(19, load)).body.toString()).toBe('v1');
    now = 999;
    expect((await cache.get(19, load)).body.toString()).toBe('v1');
    now = 1000;
    expect((await cache.get(19, load)).body.toString()).toBe('v2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses and keeps branches apart', async () => {
    const cache = new RatesCache(1000);
    const load = vi.fn(async () => answer('x'));
    await Promise.all([cache.get(11, load), cache.get(11, load), cache.get(12, load)]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never keeps a failure', async () => {
    const cache = new RatesCache(1000);
    await expect(cache.get(99, () => Promise.reject(new Error('unknown branch')))).rejects.toThrow();
    expect((await cache.get(99, async () => answer('ok'))).body.toString()).toBe('ok');
  });
});
