import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useExchangeRates } from './get-exchange-rates';

const row = {
  CURRENCY: 'USD',
  CURR_NAME: 'US Dollar',
  CURR_ANAME: 'دولار أمريكي',
  RATEPURCHES: 3.7,
  RATESALE: 3.8,
  POPR: '*',
};

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useExchangeRates', () => {
  it('asks for the branch without cache, counts the request first and reads the update time', async () => {
    const calls: string[] = [];
    const fetchMock = vi.fn(async (url: URL, init: RequestInit) => {
      calls.push('fetch');
      expect(url.pathname + url.search).toBe('/api/exchangeRates?Branch_ID=19');
      expect(new Headers(init.headers).get('cache-control')).toBe('no-cache');
      return new Response(JSON.stringify([row]), {
        headers: { 'content-type': 'application/json', 'x-rates-updated-at': '2026-01-02T03:04:05.000Z' },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    const onRateLimited = vi.fn();
    const { result } = renderHook(
      () => useExchangeRates(19, true, onRateLimited, () => calls.push('count')),
      { wrapper },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls).toEqual(['count', 'fetch']);
    expect(result.current.data).toEqual({ rows: [row], updatedAt: '2026-01-02T03:04:05.000Z' });
    expect(onRateLimited).not.toHaveBeenCalled();
  });

  it('refuses a malformed answer (parsed with the shared schema) and only logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { RATESALE: _missing, ...broken } = row;
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify([broken]), { status: 200 }));
    const onRateLimited = vi.fn();
    const { result } = renderHook(() => useExchangeRates(19, true, onRateLimited), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.data).toBeUndefined();
    expect(onRateLimited).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('reports a 429 (the bot check) and only logs any other failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const status = { value: 429 };
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ code: 'rate_limited', message: 'x' }), { status: status.value }),
    );
    const onRateLimited = vi.fn();
    const first = renderHook(() => useExchangeRates(19, true, onRateLimited), { wrapper });
    await waitFor(() => expect(first.result.current.isError).toBe(true));
    expect(onRateLimited).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();

    status.value = 500;
    const second = renderHook(() => useExchangeRates(14, true, onRateLimited), { wrapper });
    await waitFor(() => expect(second.result.current.isError).toBe(true));
    expect(onRateLimited).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('does not call for the placeholder branch', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderHook(() => useExchangeRates(null, true, vi.fn()), { wrapper });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
