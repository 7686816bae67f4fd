import type { Page } from '@playwright/test';
import { catalog } from './catalog';
import { expect, test, useLanguage } from './fixtures';
import { sweepRoutes } from './a11y-sweep';

/**
 * Text, fields and controls the call button covers or would cover once the page scrolls: in the header,
 * those under the button's box; in the content and footer, those in the button's column (anywhere
 * down the page, since they scroll under the fixed button), unless the button sits wholly on an
 * opaque header that sticks to the top, which hides everything scrolling past beneath it.
 */
async function coveredByCallButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector<HTMLElement>('a[href="/call-request"].fixed');
    if (!button) return ['no call button'];
    const b = button.getBoundingClientRect();
    const header = document.querySelector('header');
    const headerStyle = header && getComputedStyle(header);
    const headerBox = header?.getBoundingClientRect();
    const onStuckHeader =
      headerStyle !== null &&
      headerBox !== undefined &&
      ['sticky', 'fixed'].includes(headerStyle.position) &&
      headerStyle.top === '0px' &&
      headerStyle.backgroundColor !== 'rgba(0, 0, 0, 0)' &&
      headerBox.top <= b.top &&
      headerBox.bottom >= b.bottom &&
      headerBox.left <= b.left &&
      headerBox.right >= b.right;
    type Box = { left: number; right: number; top: number; bottom: number };
    // What is really painted: the box clipped by every ancestor that hides its overflow (a
    // carousel's off-screen slides are not content a visitor sees).
    const visible = (el: Element, box: Box): Box | null => {
      // Copied field by field: a DOMRect's sides are getters, which a spread leaves behind.
      let out = { left: box.left, right: box.right, top: box.top, bottom: box.bottom };
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
      // Main and footer scroll under the fixed button: any overlap with its column is a hit, unless
      // the button rests on the stuck header they pass beneath. Header items count where they are.
      const hit = inHeader
        ? overlapsColumn && shown.top < b.bottom && shown.bottom > b.top
        : overlapsColumn && !onStuckHeader;
      if (hit) hits.push(label);
    };
    for (const el of document.querySelectorAll('main *, footer *, header *')) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || el.closest('.sr-only')) continue;
      if (el.matches('input, textarea, select')) {
        check(el, el.getBoundingClientRect(), `${el.tagName.toLowerCase()} field`);
        continue;
      }
      // A control is covered wherever its box is, not only its words (a menu item's highlight).
      if (el.matches('a, button, summary, [role="button"]')) {
        for (const rect of el.getClientRects())
          if (rect.width && rect.height)
            check(
              el,
              rect,
              `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent!).trim().slice(0, 30)}"`,
            );
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

/**
 * Empty side strips at the page's width: the outermost painted boxes of the content and footer
 * (bands, hero, cards) that are wider than most of the page must reach within the page's own
 * 16 px padding of both sides, and the text blocks and fields, taken together, must start and end
 * within 32 px of the sides (the padding and a 16 px allowance): a gutter kept for the call button
 * fails both.
 */
async function emptySideStrips(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const PADDING = 16;
    const TEXT_INSET = 32;
    const painted = (style: CSSStyleDeclaration) =>
      style.backgroundImage !== 'none' || !/^(transparent|rgba\(.*, 0\))$/.test(style.backgroundColor);
    const problems: string[] = [];
    let textLeft = Infinity;
    let textRight = -Infinity;
    for (const el of document.querySelectorAll('main *, footer')) {
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden' || el.closest('.sr-only')) continue;
      const box = el.getBoundingClientRect();
      // Off-screen slides and scrolled-away table columns are not what the page shows at its sides.
      if (!box.width || !box.height || box.right <= 0 || box.left >= width) continue;
      // Boxes inside a painted one (a field inside a card) keep their own inset.
      // Controls (a picker's button, a store badge) are sized to their use, not bands.
      let outermost = painted(style) && !el.matches('a, button, input, select, textarea, summary');
      for (let a = el.parentElement; outermost && a?.closest('main, footer'); a = a.parentElement) {
        if (painted(getComputedStyle(a))) outermost = false;
        if (a.matches('main, footer')) break;
      }
      if (outermost && box.width > width * 0.6 && (box.left > PADDING || box.right < width - PADDING))
        problems.push(
          `${el.tagName.toLowerCase()} band spans ${Math.round(box.left)}..${Math.round(box.right)}`,
        );
      const hasText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      if (hasText || el.matches('input, select, textarea')) {
        textLeft = Math.min(textLeft, box.left);
        textRight = Math.max(textRight, box.right);
      }
    }
    if (textLeft > TEXT_INSET) problems.push(`text starts ${Math.round(textLeft)} px from the left`);
    if (textRight < width - TEXT_INSET)
      problems.push(`text ends ${Math.round(width - textRight)} px from the right`);
    return problems;
  });
}

// One walk per language over every public route at 375 px: axe (issue 26, point 11; the desktop
// walk is a11y-sweep.spec.ts), then the full width and the call button, menu closed and open.
for (const language of ['ar', 'en', 'ur'] as const) {
  const t = catalog(language, 'common');
  test(`at 375 px in ${language}, every route passes axe, uses the full width and the call button covers nothing, menu closed or open`, async ({
    page,
  }) => {
    test.setTimeout(480_000);
    await useLanguage(page, language);
    const problems = await sweepRoutes(page, language, async () => {
      const found = [...(await emptySideStrips(page)), ...(await coveredByCallButton(page))];
      await page.getByRole('button', { name: t('nav.openMenu') }).click();
      await expect(page.locator('#mobile-navigation')).toBeVisible();
      for (const hit of await coveredByCallButton(page)) found.push(`(menu open) ${hit}`);
      return found;
    });
    expect(problems).toEqual([]);
  });
}

// The header sticks to the top: a field reached by the keyboard must not sit hidden beneath it
// (WCAG 2.4.11). The browser scrolls a focused field into view only when it is outside the window;
// index.css's scroll-padding-top makes the strip under the header count as outside.
for (const language of ['ar', 'en'] as const) {
  test(`at 375 px in ${language}, a field reached by Shift+Tab is not hidden under the sticky header`, async ({
    page,
  }) => {
    const t = catalog(language, 'common');
    const tickets = catalog(language, 'tickets');
    await useLanguage(page, language);
    await page.goto('/support');
    const name = page.getByRole('main').getByLabel(tickets('support.name'));
    await page.getByRole('main').getByLabel(tickets('support.email')).focus();
    // Scrolled so that the name field lies under the header, as when reading back up the form.
    await name.evaluate((field) =>
      window.scrollBy({ top: field.getBoundingClientRect().top - 16, behavior: 'instant' }),
    );
    await page.keyboard.press('Shift+Tab');
    await expect(name).toBeFocused();
    const headerBottom = await page
      .getByRole('banner')
      .evaluate((header) => header.getBoundingClientRect().bottom);
    await expect
      .poll(() => name.evaluate((field) => field.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(headerBottom);
    await expect(page.getByRole('button', { name: t('nav.openMenu') })).toBeVisible();
  });
}
