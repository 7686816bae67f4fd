import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test gets a fresh module: it remembers whether it has started fetching.
const load = async () => {
  vi.resetModules();
  return import('./nastaliq');
};

function fakeFonts(faces: (font: string) => unknown[]) {
  const fontsLoad = vi.fn(async (font: string) => faces(font));
  Object.defineProperty(document, 'fonts', { value: { load: fontsLoad }, configurable: true });
  return fontsLoad;
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
    Reflect.deleteProperty(document, 'fonts');
  });

  it('fetches both weights once the page is idle, then says so in a cookie; this page keeps naskh', async () => {
    const fontsLoad = fakeFonts(() => [{}]);
    const { fetchNastaliqForNextPage, switchToNastaliqIfFetched } = await load();
    fetchNastaliqForNextPage();
    expect(fontsLoad).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(fontsLoad.mock.calls.map(([font]) => font)).toEqual([
      '400 1em "Noto Nastaliq Urdu"',
      '700 1em "Noto Nastaliq Urdu"',
    ]);
    expect(document.cookie).toContain('nastaliq=1');
    expect(document.documentElement.classList.contains('nastaliq')).toBe(false);
    // The visitor's next page in this tab switches with the move.
    switchToNastaliqIfFetched();
    expect(document.documentElement.classList.contains('nastaliq')).toBe(true);
  });

  it('sets no cookie and never switches when a face did not load', async () => {
    fakeFonts((font) => (font.startsWith('700') ? [] : [{}]));
    const { fetchNastaliqForNextPage, switchToNastaliqIfFetched } = await load();
    fetchNastaliqForNextPage();
    await vi.runAllTimersAsync();
    switchToNastaliqIfFetched();
    expect(document.cookie).not.toContain('nastaliq=1');
    expect(document.documentElement.classList.contains('nastaliq')).toBe(false);
  });

  it('does nothing on Arabic and English pages, or where the browser has no font loading API', async () => {
    const fontsLoad = fakeFonts(() => [{}]);
    document.documentElement.lang = 'ar';
    (await load()).fetchNastaliqForNextPage();
    await vi.runAllTimersAsync();
    expect(fontsLoad).not.toHaveBeenCalled();

    Reflect.deleteProperty(document, 'fonts');
    document.documentElement.lang = 'ur';
    (await load()).fetchNastaliqForNextPage();
    await vi.runAllTimersAsync();
    expect(document.cookie).not.toContain('nastaliq=1');
  });
});
