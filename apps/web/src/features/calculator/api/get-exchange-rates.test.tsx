import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_RATES_FRESH_MS, useExchangeRates } from './get-exchange-rates';

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

  it('hydrates with the rates the page came with (no second request), and asks again later', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify([row]), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    const served = { rows: [{ ...row, RATESALE: 3.9 }], updatedAt: '2026-11-26T09:00:00.000Z' };
    // What main.tsx does with the server's data: stamped with the time the page arrived.
    client.setQueryData(['exchangeRates', 19], served);
    const own = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const count = vi.fn();
    const first = renderHook(() => useExchangeRates(19, true, vi.fn(), count), { wrapper: own });
    expect(first.result.current.data).toEqual(served);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(count).not.toHaveBeenCalled();
    first.unmount();

    // The same data seen again once it is no longer the page's own: revalidated on mount.
    client.setQueryData(['exchangeRates', 19], served, { updatedAt: Date.now() - PAGE_RATES_FRESH_MS - 1 });
    renderHook(() => useExchangeRates(19, true, vi.fn(), count), { wrapper: own });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(count).toHaveBeenCalledTimes(1);
  });

  it('with holdShape, keeps the last branch as placeholder data while the next one loads', async () => {
    let release: () => void = () => {};
    vi.stubGlobal(
      'fetch',
      (url: URL) =>
        new Promise<Response>((resolve) => {
          const answer = () =>
            resolve(
              new Response(JSON.stringify([{ ...row, CURRENCY: url.search.endsWith('11') ? 'EUR' : 'USD' }])),
            );
          if (url.search.endsWith('11')) release = answer;
          else answer();
        }),
    );
    const { result, rerender } = renderHook(
      ({ branch, hold }: { branch: number; hold: boolean }) =>
        useExchangeRates(branch, true, vi.fn(), undefined, { holdShape: hold }),
      { wrapper, initialProps: { branch: 19, hold: true } },
    );
    await waitFor(() => expect(result.current.data?.rows[0]?.CURRENCY).toBe('USD'));
    rerender({ branch: 11, hold: true });
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data?.rows[0]?.CURRENCY).toBe('USD');
    release();
    await waitFor(() => expect(result.current.data?.rows[0]?.CURRENCY).toBe('EUR'));
    expect(result.current.isPlaceholderData).toBe(false);
  });

  it('without holdShape (the calculator), has no rates while another branch loads', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify([row])));
    const { result, rerender } = renderHook(({ branch }) => useExchangeRates(branch, true, vi.fn()), {
      wrapper,
      initialProps: { branch: 19 },
    });
    await waitFor(() => expect(result.current.data).toBeDefined());
    rerender({ branch: 11 });
    expect(result.current.data).toBeUndefined();
  });
});
