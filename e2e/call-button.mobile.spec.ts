import type { Page } from '@playwright/test';
import { expect, test, useLanguage } from './fixtures';
import { PUBLIC_ROUTES } from './routes';

/**
 * Text, fields and controls whose box reaches into the call button's column (in page coordinates,
 * so content that scrolls under the fixed button later is caught too) or, for the header, its box.
 */
async function coveredByCallButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector<HTMLElement>('a[href="/call-request"].fixed');
    if (!button) return ['no call button'];
    const b = button.getBoundingClientRect();
    const hits: string[] = [];
    const content = document.querySelectorAll<HTMLElement>('main *, footer *, header *');
    for (const el of content) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || el.closest('.sr-only')) continue;
      const isField = el.matches('input, textarea, select, button, [role="button"]');
      const hasText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      if (!isField && !hasText) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const inHeader = Boolean(el.closest('header'));
      const overlapsColumn = r.left < b.right && r.right > b.left;
      // Main and footer scroll under the fixed button: any overlap with its column is a hit.
      // The header scrolls away, so only a real overlap with the button at the top counts.
      const hit = inHeader ? overlapsColumn && r.top < b.bottom && r.bottom > b.top : overlapsColumn;
      if (hit) hits.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
    }
    return hits;
  });
}

for (const language of ['ar', 'en'] as const) {
  test(`at 375 px in ${language}, the call button covers nothing on any route`, async ({ page }) => {
    test.setTimeout(240_000);
    await useLanguage(page, language);
    const problems: string[] = [];
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached({ timeout: 15_000 });
      await expect(page.getByRole('status', { name: /تحميل|Loading/ })).toHaveCount(0, { timeout: 15_000 });
      for (const hit of await coveredByCallButton(page)) problems.push(`${route}: ${hit}`);
    }
    expect(problems).toEqual([]);
  });
}
