import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BARE_ROUTES, PUBLIC_ROUTES } from './routes';

/** Same-site paths linked from a page (fragments, queries and files stripped). */
async function linksOn(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return hrefs
    .map((href) => new URL(href))
    .filter(
      (url) =>
        url.origin === origin && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/media/'),
    )
    .map((url) => url.pathname);
}

/**
 * Waits until the page has fetched nothing new for half a second, so data-driven links are in.
 * Not 'networkidle': the Intl warm-up worker (lib/intl-warmup.ts) is stopped once it has done its
 * work, and Playwright never sees its script request finish, so the network never looks idle.
 */
async function settled(page: Page): Promise<void> {
  let last = -1;
  for (let round = 0; round < 40; round += 1) {
    const count = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (count === last) return;
    last = count;
    await page.waitForTimeout(500);
  }
}

test('every routed public screen is reachable by links from the home page, and no link lands on "/" by accident', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const known = new Set<string>([...PUBLIC_ROUTES, ...BARE_ROUTES, '/whatsapp']);
  const seen = new Set<string>(['/']);
  const queue = ['/'];
  const unknown: string[] = [];
  while (queue.length) {
    const path = queue.shift()!;
    if (path === '/whatsapp') continue; // a redirect to the messaging channel
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached({ timeout: 15_000 });
    // A link to a path the router does not serve would silently land on "/".
    expect(new URL(page.url()).pathname, `${path} stays where it was linked`).toBe(path);
    // Wait for data-driven links (news posts, offers) before reading them.
    await settled(page);
    for (const link of await linksOn(page)) {
      if (!known.has(link) && !/^\/posts\/\d+$/.test(link)) unknown.push(`${path} -> ${link}`);
      else if (!seen.has(link)) {
        seen.add(link);
        queue.push(link);
      }
    }
  }
  expect(unknown, 'links to paths the router does not serve').toEqual([]);
  // /interview-summary is reached from the link the HR desk gives an interviewer, and
  // /rates/alerts/stop from the signed link in a rate alert's SMS: neither by a site link.
  // (/rate is linked from each branch card, /ticket and /login from the services hub and the footer.)
  const offSite = new Set(['/interview-summary', '/rates/alerts/stop']);
  const unreachable = [...PUBLIC_ROUTES, ...BARE_ROUTES].filter(
    (route) => !seen.has(route) && !offSite.has(route),
  );
  expect(unreachable, 'routed screens no link leads to').toEqual([]);
});
