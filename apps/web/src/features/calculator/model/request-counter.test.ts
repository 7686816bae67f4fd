import { describe, expect, it } from 'vitest';
import { countRequest, drainTick, mustWait, REQUEST_BURST } from './request-counter';

describe('rates request counter', () => {
  it('counts each request, drains one per tick, and holds the next request at the burst', () => {
    let count = 0;
    for (let i = 0; i < REQUEST_BURST - 1; i++) count = countRequest(count);
    expect(mustWait(count)).toBe(false);
    count = countRequest(count);
    expect(mustWait(count)).toBe(true);
    count = drainTick(count);
    expect(mustWait(count)).toBe(false);
    for (let i = 0; i < 10; i++) count = drainTick(count);
    expect(count).toBe(0);
  });
});
