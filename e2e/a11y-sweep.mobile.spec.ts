import { sweepRoutes } from './a11y-sweep';
import { catalog } from './catalog';
import { expect, expectAccessible, test, useLanguage } from './fixtures';

/**
 * Issue 26, point 11, on a phone (375 px): the same axe sweep over every public route as
 * a11y-sweep.spec.ts at desktop width, where the layout differs (the menu button, the call
 * button over the page, stacked tables).
 */
for (const language of ['ar', 'en', 'ur'] as const) {
  test(`at 375 px axe finds nothing on any public route in ${language}`, async ({ page }) => {
    test.setTimeout(600_000);
    await useLanguage(page, language);
    expect(await sweepRoutes(page, language)).toEqual([]);
  });
}

/** The phone menu, open, on the home page and on a form page. */
for (const language of ['ar', 'en', 'ur'] as const) {
  test(`at 375 px axe finds nothing with the menu open in ${language}`, async ({ page }) => {
    const common = catalog(language, 'common');
    await useLanguage(page, language);
    for (const route of ['/', '/support']) {
      await page.goto(route);
      await page.getByRole('button', { name: common('nav.openMenu') }).click();
      const close = page.getByRole('button', { name: common('nav.closeMenu') });
      await expect(close).toHaveAttribute('aria-expanded', 'true');
      await expect(
        page
          .getByRole('navigation', { name: common('nav.label') })
          .getByRole('link')
          .first(),
      ).toBeVisible();
      await expectAccessible(page);
    }
  });
}
