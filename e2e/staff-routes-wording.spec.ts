import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { STAFF_DESKS } from '@waha/shared';
import { expect, test, useLanguage } from './fixtures';
import { staffSignIn } from './staff-helpers';

/**
 * Issue 22, "no raw key on any staff route": a supervisor holding every role walks every desk of the
 * registry (the shared desk list the web registry covers exactly, registry.test.tsx) in Arabic and
 * English. It fails on a catalog key shown as text, and in Arabic on an English word in the
 * interface. Data may be Latin (names, emails, references, audit actions): the desks show it in
 * `dir="ltr"` / `dir="auto"` cells, `<bdi>` or `lang`-marked elements, which this walk leaves aside.
 */
const DESK_PATHS = Object.values(STAFF_DESKS).map((desk) => desk.path);

/** What a reader sees: visible text nodes and the labels assistive technology reads, outside data cells. */
function visibleWording(page: Page) {
  return page.evaluate(() => {
    const isData = (el: Element) =>
      el.closest('[dir="ltr"], [dir="auto"], bdi, [lang]:not(html):not([lang="ar"]), code, pre') !== null;
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!text || !parent || parent.closest('script, style, noscript')) continue;
      const shown =
        parent.closest('option') || parent.getClientRects().length > 0 || parent.closest('.sr-only');
      if (shown && !isData(parent)) texts.push(text);
    }
    for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [title]'))
      for (const name of ['aria-label', 'placeholder', 'title'])
        if (el.getAttribute(name) && !isData(el)) texts.push(el.getAttribute(name)!.trim());
    return texts;
  });
}

const RAW_KEY = /^[a-z]+(\.[a-zA-Z0-9]+)+$|^[a-z][a-zA-Z]*:[a-zA-Z0-9.]+$/;
/**
 * A Latin word in an Arabic view, unless it is a code (USD, SAMA), an email, or a keyboard key as
 * printed on the keys (the table's "j / k / Enter" hint).
 */
const KEYS = new Set(['Enter', 'Esc', 'Tab', 'Shift']);
const englishWords = (text: string) =>
  (text.match(/[A-Za-z][A-Za-z'-]*/g) ?? []).filter(
    (word) => !/^[A-Z0-9]{2,}$/.test(word) && word.length > 1 && !KEYS.has(word) && !text.includes('@'),
  );

async function walk(page: Page, language: 'ar' | 'en') {
  const found: string[] = [];
  for (const path of DESK_PATHS) {
    // Through the sidebar, as staff move between desks: one page load for the whole walk, where a
    // load per desk cost the run a minute and a half per language.
    const href = `/staff${path ? `/${path}` : ''}`;
    await page.getByRole('navigation').locator(`a[href="${href}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.locator('main h1').first()).toBeVisible();
    // The desk's first data, so its rows and empty states are read as well as its frame.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    await expect(page.getByRole('status').filter({ hasText: /Loading…|التحميل/ })).toHaveCount(0);
    for (const text of await visibleWording(page)) {
      if (RAW_KEY.test(text)) found.push(`/staff/${path}: raw key "${text}"`);
      if (language === 'ar')
        for (const word of englishWords(text)) found.push(`/staff/${path}: English "${word}" in "${text}"`);
    }
    // A control still fading in (a transition) has the contrast of that moment: wait it out, as
    // expectAccessible does, now that a desk arrives by the sidebar in a blink.
    await page
      .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, {
        timeout: 3000,
      })
      .catch(() => undefined);
    // Every axe finding, whatever its impact (the shared expectAccessible stops at serious ones).
    for (const v of (await new AxeBuilder({ page }).analyze()).violations)
      found.push(
        `/staff/${path}: axe ${v.id} (${v.impact}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
  }
  expect([...new Set(found)]).toEqual([]);
}

test.describe('every staff route speaks the reader’s language', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(600_000);

  for (const language of ['ar', 'en'] as const) {
    test(`no raw key${language === 'ar' ? ' and no English' : ''} on any desk (${language})`, async ({
      page,
    }) => {
      await useLanguage(page, language);
      await staffSignIn(page, 'supervisor', language);
      await expect(page.getByRole('navigation').getByRole('link')).toHaveCount(DESK_PATHS.length);
      await walk(page, language);
    });
  }
});
