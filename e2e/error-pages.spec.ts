import type { Page } from '@playwright/test';
import { catalog } from './catalog';
import { startLoggedServer, type LoggedServer } from './error-page-server';
import { test as base, expect, expectAccessible } from './fixtures';

// Issue 37 item 4 (ADR 2704): a page that cannot be shown gets the site's error page, in the
// visitor's language, never the failure's text or a stack; a server error shows the request id,
// and the server's log has that id with the failure's stack.

const LANGUAGES = ['ar', 'en', 'ur'] as const;
/** A stack line, a file of a dependency, or a word of the database or its message. */
const LEAK_IN_TEXT = /\n\s*at\s|node_modules|\bpg\b|postgres|sqlite|relation|out of range|no such table/i;
/** The same in the HTML as sent (its assets have hashed names, so no bare "pg" check there). */
const LEAK_IN_HTML = /\n\s+at\s|node_modules|postgres|sqlite|relation|out of range|no such table/i;

/**
 * Chromium logs a document's own 4xx/5xx status as a console error; that status is what these tests
 * ask for. Any other failed request (an API call, an asset) is still a failure: listed here.
 */
function failedSubrequests(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== 'document')
      failed.push(`${response.status()} ${response.url()}`);
  });
  return failed;
}

async function expectNoLeak(page: Page, html: string) {
  expect(await page.locator('body').innerText()).not.toMatch(LEAK_IN_TEXT);
  expect(html).not.toMatch(LEAK_IN_HTML);
}

base.describe('an address no post can have', () => {
  base.use({ allowedConsoleErrors: [/the server responded with a status of 404 \(Not Found\)$/] });
  for (const lng of LANGUAGES) {
    base(
      `/posts/2147483648 in ${lng}: the not-found page, 404, inside the site's layout`,
      async ({ page }) => {
        const t = catalog(lng, 'common');
        const failed = failedSubrequests(page);
        const response = await page.goto(`/posts/2147483648?lang=${lng}`);
        expect(response?.status()).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('dir', lng === 'en' ? 'ltr' : 'rtl');
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(t('errorPage.notFoundTitle'));
        await expect(main.getByText(t('errorPage.notFoundBody'))).toBeVisible();
        await expect(main.getByRole('link', { name: t('errorPage.home') })).toHaveAttribute('href', '/');
        // The header's navigation is still there to go on from.
        await expect(page.getByRole('navigation', { name: t('nav.label') }).first()).toBeAttached();
        await expectNoLeak(page, (await response?.text()) ?? '');
        await expectAccessible(page);
        expect(failed).toEqual([]);
      },
    );
  }
});

/**
 * A server whose posts table is gone: /posts fails for real in its loader (the same build as the
 * site, no test route), and its output is the log to search for the request id.
 */
const withBrokenServer = base.extend<{ broken: LoggedServer }>({
  broken: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startLoggedServer();
      server.sql('DROP TABLE posts');
      await use(server);
      await server.stop();
    },
    { scope: 'test' },
  ],
  baseURL: async ({ broken }, use) => use(broken.url),
});
withBrokenServer.use({
  allowedConsoleErrors: [/the server responded with a status of 500 \(Internal Server Error\)$/],
});

interface LogLine {
  level: number;
  reqId?: string;
  msg?: string;
  err?: { stack?: string };
}
const logLines = (server: LoggedServer) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);

withBrokenServer(
  'a server error in ar, en and ur: the error page with the request id the log has with the stack',
  async ({ page, broken }) => {
    // Three languages, each with an axe scan, on a server of its own.
    withBrokenServer.setTimeout(120_000);
    const failed = failedSubrequests(page);
    for (const lng of LANGUAGES) {
      const t = catalog(lng, 'common');
      const response = await page.goto(`/posts?lang=${lng}`);
      expect(response?.status()).toBe(500);
      await expect(page.locator('html')).toHaveAttribute('dir', lng === 'en' ? 'ltr' : 'rtl');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(t('errorPage.title'));
      await expect(main.getByText(t('errorPage.body'))).toBeVisible();
      await expect(main.getByText(t('errorPage.requestIdLabel'))).toBeVisible();
      await expect(main.getByRole('link', { name: t('errorPage.home') })).toBeVisible();

      // The id shown is the answer's x-request-id...
      const requestId = response?.headers()['x-request-id'];
      expect(requestId).toMatch(/^[\w-]{8,64}$/);
      await expect(main.locator('[data-request-id]')).toHaveText(requestId!);
      await expectNoLeak(page, (await response?.text()) ?? '');

      // ...and the server logged the failure under it, at error level, with its stack.
      await expect
        .poll(() => logLines(broken).find((line) => line.reqId === requestId && line.level === 50))
        .toMatchObject({
          msg: 'page failed',
          err: { stack: expect.stringMatching(/no such table: posts\n\s+at /) },
        });

      await expectAccessible(page);
    }
    expect(failed).toEqual([]);
  },
);
