import type { Page } from '@playwright/test';
import { catalog } from './catalog';
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
});

// ADR 2605: Urdu pages are drawn in naskh until the browser holds Nastaliq (a late Nastaliq moved
// /offers by 0.21 and held a phone's first paint back), then in Nastaliq from the first paint.
test.describe('Urdu pages and the Nastaliq fonts', () => {
  const common = catalog('ur', 'common');
  const bodyFont = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily);

  test('a first visit reads naskh; the next page is drawn in Nastaliq, without a shift', async ({
    page,
    context,
  }) => {
    await page.goto('/vat?lang=ur');
    await expect(page.locator('html')).not.toHaveClass(/nastaliq/);
    expect(await bodyFont(page)).toMatch(/^"Noto Sans Variable", "Noto Sans Arabic"/);
    const naskh = await fontRequests(page);
    expect(naskh.filter((request) => request.includes('nastaliq')).every((r) => !r.startsWith('link'))).toBe(
      true,
    );
    expect(naskh.filter((request) => request.includes('noto-sans-arabic-arabic-400'))).toEqual([
      expect.stringMatching(/^link /),
    ]);
    expect((await loadShift(page)).cls).toBeLessThan(0.01);

    // Once the page is idle the Nastaliq files are fetched, and the browser says so in a cookie.
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'nastaliq')?.value)
      .toBe('1');
    // This page keeps its face; the visitor's next page in this tab switches with the move.
    await expect(page.locator('html')).not.toHaveClass(/nastaliq/);
    await page
      .getByRole('link', { name: common('nav.faq') })
      .first()
      .click();
    await expect(page).toHaveURL(/\/faq/);
    await expect(page.locator('html')).toHaveClass(/nastaliq/);
    expect(await bodyFont(page)).toMatch(/^"Noto Nastaliq Urdu"/);

    // A new load: the server draws it in Nastaliq, preloaded from the cache, from the first paint.
    const response = await page.goto('/support?lang=ur');
    const html = await response!.text();
    expect(html).toContain('<html lang="ur" dir="rtl" class="nastaliq">');
    for (const weight of [400, 700])
      expect(html).toMatch(new RegExp(`<link rel="preload" as="font" [^>]*nastaliq-${weight}-`));
    expect(await bodyFont(page)).toMatch(/^"Noto Nastaliq Urdu"/);
    expect(await page.evaluate(() => document.fonts.check('1em "Noto Nastaliq Urdu"', 'اردو'))).toBe(true);
    const { cls, shifts } = await loadShift(page);
    expect(cls, shifts.join('\n')).toBeLessThan(0.01);

    // The cookie changes nothing on an Arabic page.
    const arabic = await page.goto('/support?lang=ar');
    expect(await arabic!.text()).toContain('<html lang="ar" dir="rtl">');
  });
});
