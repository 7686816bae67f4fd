import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpIntl } from './intl-warmup';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('warmUpIntl', () => {
  it('resolves at once where there is no Worker', async () => {
    vi.stubGlobal('Worker', undefined);
    await expect(warmUpIntl('ur')).resolves.toBeUndefined();
  });

  it('never holds hydration back longer than its limit when the worker does not answer', async () => {
    vi.useFakeTimers();
    const terminate = vi.fn();
    vi.stubGlobal(
      'Worker',
      class {
        onmessage: (() => void) | null = null;
        onerror: (() => void) | null = null;
        postMessage = vi.fn();
        terminate = terminate;
      },
    );
    const ready = warmUpIntl('ar', 400);
    await vi.advanceTimersByTimeAsync(400);
    await expect(ready).resolves.toBeUndefined();
    expect(terminate).toHaveBeenCalled();
  });
});
