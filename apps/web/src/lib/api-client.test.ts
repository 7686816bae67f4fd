import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiGet, ApiError, setUnauthorizedHandler } from './api-client';
import { initI18n } from './i18n';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(null);
});

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('api client', () => {
  it('calls /api with cookies and the current language', async () => {
    const fetchMock = stubFetch(200, [1, 2]);
    await expect(apiGet('/exchangeRates', { query: { Branch_ID: 19 } })).resolves.toEqual([1, 2]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    expect(url.pathname).toBe('/api/exchangeRates');
    expect(url.searchParams.get('Branch_ID')).toBe('19');
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('accept-language')).toBe('en');
  });

  it('turns the error envelope into an ApiError with its code and field messages', async () => {
    stubFetch(400, { code: 'validation_failed', message: 'Some fields…', fieldErrors: { a: ['bad'] } });
    const error = await apiGet('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', fieldErrors: { a: ['bad'] } });
  });

  it("carries a limit's Retry-After in seconds (how long before another code may be sent)", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 'otp_resend_wait', message: 'Please wait a minute.' }), {
            status: 429,
            headers: { 'retry-after': '37' },
          }),
      ),
    );
    await expect(apiGet('/x')).rejects.toMatchObject({ code: 'otp_resend_wait', retryAfterSeconds: 37 });
    stubFetch(400, { code: 'validation_failed', message: 'Some fields…' });
    const error = (await apiGet('/x').catch((e: unknown) => e)) as ApiError;
    expect(error.retryAfterSeconds).toBeUndefined();
  });

  it('tells the registered handler about a 401 and still rejects', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    stubFetch(401, { code: 'unauthorized', message: 'Your session has expired.' });
    await expect(apiGet('/forms')).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('keeps the spec wording for a status without an envelope (the calculator reads it for 429)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Too Many Requests', { status: 429 })),
    );
    await expect(apiGet('/x')).rejects.toThrow('Request failed with status code 429');
  });

  it('reports a network failure as such', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiGet('/x')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});
