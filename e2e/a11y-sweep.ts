import type { Page } from '@playwright/test';
import { catalog } from './catalog';
import { expect, expectAccessible } from './fixtures';
import { BARE_ROUTES, PUBLIC_ROUTES } from './routes';

/**
 * Walks every routed public screen (PUBLIC_ROUTES and the bare /app and /login) in one page, each
 * once its h1 is there and its loading statuses have gone, and runs axe on it. Returns every
 * finding, one line per route, so one run lists them all.
 */
export async function sweepRoutes(page: Page, language: 'ar' | 'en' | 'ur'): Promise<string[]> {
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
  }
  return findings;
}
