import type { Page } from '@playwright/test';
import { expect, test, useLanguage } from './fixtures';
import { PUBLIC_ROUTES } from './routes';

/**
 * Text and fields that reach into the call button's column (anywhere down the page, so content
 * that scrolls under the fixed button later is caught too) or, in the header, its box.
 */
async function coveredByCallButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector<HTMLElement>('a[href="/call-request"].fixed');
    if (!button) return ['no call button'];
    const b = button.getBoundingClientRect();
    type Box = { left: number; right: number; top: number; bottom: number };
    // What is really painted: the box clipped by every ancestor that hides its overflow (a
    // carousel's off-screen slides are not content a visitor sees).
    const visible = (el: Element, box: Box): Box | null => {
      let out = { ...box };
      for (let a = el.parentElement; a; a = a.parentElement) {
        if (getComputedStyle(a).overflowX === 'visible') continue;
        const c = a.getBoundingClientRect();
        out = {
          left: Math.max(out.left, c.left),
          right: Math.min(out.right, c.right),
          top: Math.max(out.top, c.top),
          bottom: Math.min(out.bottom, c.bottom),
        };
      }
      return out.right > out.left && out.bottom > out.top ? out : null;
    };
    const hits: string[] = [];
    const check = (el: Element, box: Box, label: string) => {
      const shown = visible(el, box);
      if (!shown) return;
      const inHeader = Boolean(el.closest('header'));
      const overlapsColumn = shown.left < b.right && shown.right > b.left;
      // Main and footer scroll under the fixed button: any overlap with its column is a hit.
      // The header scrolls away, so only a real overlap with the button at the top counts.
      const hit = inHeader ? overlapsColumn && shown.top < b.bottom && shown.bottom > b.top : overlapsColumn;
      if (hit) hits.push(label);
    };
    for (const el of document.querySelectorAll('main *, footer *, header *')) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || el.closest('.sr-only')) continue;
      if (el.matches('input, textarea, select')) {
        check(el, el.getBoundingClientRect(), `${el.tagName.toLowerCase()} field`);
        continue;
      }
      // Text is measured where its glyphs are, not by its element's (padded) box.
      for (const node of el.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent!.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width && rect.height)
            check(el, rect, `${el.tagName.toLowerCase()} "${node.textContent!.trim().slice(0, 30)}"`);
        }
      }
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
