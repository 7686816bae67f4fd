import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Layout shift of a page load: the sum of the browser's layout-shift entries without recent input
 * (buffered, so shifts before this script ran count), once every web font has settled.
 */
async function loadShift(page: Page): Promise<{ cls: number; shifts: string[] }> {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(1000);
  return page.evaluate(
    () =>
      new Promise<{ cls: number; shifts: string[] }>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          type Shift = PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node: Node | null }[];
          };
          const shifts = (list.getEntries() as Shift[]).filter((entry) => !entry.hadRecentInput);
          resolve({
            cls: shifts.reduce((sum, entry) => sum + entry.value, 0),
            shifts: shifts.map(
              (entry) =>
                `${entry.value.toFixed(4)} ${entry.sources.map((s) => s.node?.nodeName ?? '?').join(' ')}`,
            ),
          });
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: the observer never calls back.
        setTimeout(() => resolve({ cls: 0, shifts: [] }), 500);
      }),
  );
}

/** How each web font the page loaded was asked for: 'link' (a preload in the head) or 'css'. */
async function fontRequests(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => `${(entry as PerformanceResourceTiming).initiatorType} ${entry.name.split('/').pop()}`),
  );
}

test.describe('the tax-invoice page at desktop width', () => {
  // The footer moved when the Arabic and Latin fonts swapped in after the first paint and the
  // note above the button unwrapped (Lighthouse desktop, CLS 0.014). Their files are preloaded now.
  // The fonts that set the page's own text (the English page shows a little Arabic, the language
  // menu's names, which may arrive later without moving anything).
  const PAGE_FONTS = {
    ar: ['noto-sans-latin-wght', 'noto-sans-arabic-arabic-400', 'noto-sans-arabic-arabic-700'],
    en: ['noto-sans-latin-wght'],
  };
  for (const language of ['ar', 'en'] as const) {
    test(`in ${language}, does not shift as it loads; its fonts are preloaded`, async ({ page }) => {
      await page.goto(`/vat?lang=${language}`);
      const requests = await fontRequests(page);
      for (const font of PAGE_FONTS[language])
        expect(requests.filter((request) => request.includes(font))).toEqual([
          expect.stringMatching(/^link /),
        ]);
      const { cls, shifts } = await loadShift(page);
      expect(cls, shifts.join('\n')).toBeLessThan(0.01);
    });
  }

  // Nastaliq is not preloaded (2 x 115 KB held back a phone's first paint): it never swaps in after
  // the first paint instead (font-display: optional), so the page stays within the budget.
  test('in ur, stays within the layout-shift budget; Nastaliq never swaps in late', async ({ page }) => {
    await page.goto('/vat?lang=ur');
    const displays = await page.evaluate(() =>
      [...document.fonts].filter((face) => face.family.includes('Nastaliq')).map((face) => face.display),
    );
    expect(displays.length).toBeGreaterThan(0);
    expect(new Set(displays)).toEqual(new Set(['optional']));
    const { cls, shifts } = await loadShift(page);
    expect(cls, shifts.join('\n')).toBeLessThan(0.05);
  });
});
