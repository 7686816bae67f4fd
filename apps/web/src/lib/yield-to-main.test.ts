import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldTask = vi.fn(async () => {});
    vi.stubGlobal('scheduler', { yield: yieldTask });
    await yieldToMain();
    expect(yieldTask).toHaveBeenCalledOnce();
  });

  it('otherwise resolves after the current task, not within it', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    const done = yieldToMain().then(() => order.push('after yield'));
    // Microtasks of the current task run first: the yield waits for a new task.
    await Promise.resolve();
    order.push('same task');
    await done;
    expect(order).toEqual(['same task', 'after yield']);
  });
});
