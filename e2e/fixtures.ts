import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test fails on a browser console error, an uncaught page error, or a request to any host
 * but the site itself (no third party is contacted unless configured).
 */
export const test = base.extend<{
  pageProblems: string[];
  allowedHosts: string[];
  allowedConsoleErrors: RegExp[];
}>({
  /** Hosts one test may contact (it must intercept them with page.route); none by default. */
  allowedHosts: [[], { option: true }],
  /** Console errors one test expects (e.g. the browser's own line for a 429 it provokes); none by default. */
  allowedConsoleErrors: [[], { option: true }],
  /**
   * Pages arrive server-rendered: a control is visible before the browser has hydrated it, and a
   * click then would be lost. Every navigation waits for the app's "hydrated" mark on <html>
   * (unless the test turned scripts off).
   */
  page: async ({ page, baseURL, javaScriptEnabled }, use) => {
    // With scripts off (e2e/no-script-forms.spec.ts) nothing hydrates: the page is as it arrived.
    if (javaScriptEnabled === false) return use(page);
    const origin = new URL(baseURL!).origin;
    const hydrated = async () => {
      // A page that sends the visitor elsewhere (e.g. /whatsapp) never shows the mark here.
      const leftSite = page.waitForURL((url) => url.origin !== origin, { timeout: 0 });
      const live = page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      leftSite.catch(() => {});
      await Promise.race([live, leftSite]);
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await hydrated();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await hydrated();
      return response;
    };
    await use(page);
  },
  pageProblems: [
    async ({ page, baseURL, allowedHosts, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      const origin = new URL(baseURL!).origin;
      page.on('console', (message) => {
        if (message.type() === 'error' && !allowedConsoleErrors.some((re) => re.test(message.text())))
          problems.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('request', (request) => {
        const url = request.url();
        if (
          /^https?:/.test(url) &&
          new URL(url).origin !== origin &&
          !allowedHosts.includes(new URL(url).host)
        )
          problems.push(`third-party request: ${url}`);
      });
      await use(problems);
      expect(problems, 'browser console errors, page errors or third-party requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * `test.use(ownClient('198.51.100.7'))`: the file's requests come from a client of their own
 * (X-Forwarded-For, which the e2e server trusts from 127.0.0.1 only). The per-client limits are
 * real (10 ticket submissions per 15 minutes, say), and the whole suite runs from one address: a
 * file that submits a form several times counts against its own budget, not the suite's. Use an
 * address of the documentation ranges (RFC 5737), a different one per file.
 */
export function ownClient(address: string) {
  return { extraHTTPHeaders: { 'x-forwarded-for': address } };
}

/**
 * axe must find nothing, of any impact (moderate and minor too), on the page as it stands, once
 * short animations have ended: a toast fading in is half transparent for a moment, and axe would measure the contrast of
 * that moment. Long ones (a toast's countdown bar) are not waited for.
 */
/** `include`: CSS selectors of the parts to check, when only they changed (the whole page by default). */
export async function expectAccessible(page: Page, include: string[] = []): Promise<void> {
  const settled = () =>
    page
      .waitForFunction(
        () =>
          document.getAnimations().every((animation) => {
            const end = Number(animation.effect?.getComputedTiming().endTime ?? 0);
            return animation.playState !== 'running' || !Number.isFinite(end) || end > 2000;
          }),
        undefined,
        { timeout: 3000 },
      )
      .catch(() => undefined);
  const findings = async () => {
    await settled();
    const builder = new AxeBuilder({ page });
    for (const selector of include) builder.include(selector);
    return (await builder.analyze()).violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
  };
  // A finding is asked for twice: a control that started a transition while axe ran (a list
  // re-rendered by a refetch, a button leaving its disabled look) is measured mid-fade once; a
  // real violation is there both times. Any impact fails, moderate and minor included.
  const first = await findings();
  expect(first.length ? await findings() : first).toEqual([]);
}

/** Starts a page in the given language, as a returning visitor whose choice was stored. */
export async function useLanguage(page: Page, language: 'ar' | 'en' | 'ur'): Promise<void> {
  await page.addInitScript((lng) => {
    // Frames (e.g. an intercepted map) may not read storage; the choice belongs to the page.
    if (window.top !== window) return;
    if (!window.sessionStorage.getItem('e2e-language-set')) {
      window.localStorage.setItem('lastSelectedLanguage', lng);
      window.sessionStorage.setItem('e2e-language-set', '1');
    }
  }, language);
}
