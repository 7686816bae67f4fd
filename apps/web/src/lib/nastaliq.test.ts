import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test gets a fresh module: it remembers whether it has started fetching.
const load = async () => {
  vi.resetModules();
  return import('./nastaliq');
};

/** The browser's fetch, answering each Nastaliq file with `ok(url)`. */
function fakeFetch(ok: (url: string) => boolean) {
  const fetchFile = vi.fn(async (url: string) => ({
    ok: ok(url),
    arrayBuffer: async () => new ArrayBuffer(8),
  }));
  vi.stubGlobal('fetch', fetchFile);
  return fetchFile;
}

describe('Nastaliq for the next Urdu page (ADR 2605)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.documentElement.lang = 'ur';
    document.documentElement.className = '';
    document.cookie = 'nastaliq=; max-age=0; path=/';
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('fetches both weights once the page is idle, then says so in a cookie; this page keeps naskh', async () => {
    const fetchFile = fakeFetch(() => true);
    const { fetchNastaliqForNextPage, switchToNastaliqIfFetched } = await load();
    fetchNastaliqForNextPage();
    expect(fetchFile).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(fetchFile.mock.calls.map(([url]) => url)).toEqual([
      expect.stringMatching(/nastaliq-400/),
      expect.stringMatching(/nastaliq-700/),
    ]);
    expect(document.cookie).toContain('nastaliq=1');
    expect(document.documentElement.classList.contains('nastaliq')).toBe(false);
    // The visitor's next page in this tab switches with the move.
    switchToNastaliqIfFetched();
    expect(document.documentElement.classList.contains('nastaliq')).toBe(true);
  });

  it('sets no cookie and never switches when a file did not come', async () => {
    fakeFetch((url) => !url.includes('nastaliq-700'));
    const { fetchNastaliqForNextPage, switchToNastaliqIfFetched } = await load();
    fetchNastaliqForNextPage();
    await vi.runAllTimersAsync();
    switchToNastaliqIfFetched();
    expect(document.cookie).not.toContain('nastaliq=1');
    expect(document.documentElement.classList.contains('nastaliq')).toBe(false);
  });

  it('does nothing on Arabic and English pages, or offline', async () => {
    const fetchFile = fakeFetch(() => true);
    document.documentElement.lang = 'ar';
    (await load()).fetchNastaliqForNextPage();
    await vi.runAllTimersAsync();
    expect(fetchFile).not.toHaveBeenCalled();

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    document.documentElement.lang = 'ur';
    (await load()).fetchNastaliqForNextPage();
    await vi.runAllTimersAsync();
    expect(document.cookie).not.toContain('nastaliq=1');
  });
});
