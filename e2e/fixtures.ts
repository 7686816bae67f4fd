import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test fails on a browser console error, an uncaught page error, or a request to any host
 * but the site itself (no third party is contacted unless configured).
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page, baseURL }, use) => {
      const problems: string[] = [];
      const origin = new URL(baseURL!).origin;
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('request', (request) => {
        const url = request.url();
        if (/^https?:/.test(url) && new URL(url).origin !== origin)
          problems.push(`third-party request: ${url}`);
      });
      await use(problems);
      expect(problems, 'browser console errors, page errors or third-party requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** axe must find nothing serious or critical on the page as it stands. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** Starts a page in the given language, as a returning visitor whose choice was stored. */
export async function useLanguage(page: Page, language: 'ar' | 'en' | 'ur'): Promise<void> {
  await page.addInitScript((lng) => {
    if (!window.sessionStorage.getItem('e2e-language-set')) {
      window.localStorage.setItem('lastSelectedLanguage', lng);
      window.sessionStorage.setItem('e2e-language-set', '1');
    }
  }, language);
}
