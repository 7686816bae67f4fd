import type { Page } from '@playwright/test';
import { catalog } from './catalog';
import { expect, expectAccessible } from './fixtures';
import { BARE_ROUTES, PUBLIC_ROUTES } from './routes';

/**
 * Walks every routed public screen (PUBLIC_ROUTES and the bare /app and /login) in one page, each
 * once its h1 is there and its loading statuses have gone, and runs axe on it. Returns every
 * finding, one line per route, so one run lists them all. The phone-width walk adds its layout
 * checks (call-button.mobile.spec.ts) to the same page loads.
 */
export async function sweepRoutes(
  page: Page,
  language: 'ar' | 'en' | 'ur',
  /** More checks on each page with the site's header, footer and call button, after axe. */
  alsoOnChromedPages?: (route: string) => Promise<string[]>,
): Promise<string[]> {
  const loading = catalog(language, 'common')('app.loading');
  const findings: string[] = [];
  for (const route of [...PUBLIC_ROUTES, ...BARE_ROUTES]) {
    await page.goto(route);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached({ timeout: 15_000 });
    await expect(page.getByRole('status', { name: loading })).toHaveCount(0, { timeout: 15_000 });
    try {
      await expectAccessible(page);
    } catch (error) {
      findings.push(`${route}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (alsoOnChromedPages && (PUBLIC_ROUTES as readonly string[]).includes(route))
      for (const finding of await alsoOnChromedPages(route)) findings.push(`${route}: ${finding}`);
  }
  return findings;
}
