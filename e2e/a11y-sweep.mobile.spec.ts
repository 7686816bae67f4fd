import { catalog } from './catalog';
import { expect, expectAccessible, test, useLanguage } from './fixtures';

/**
 * Issue 26, point 11, on a phone (375 px). Every public route is swept by axe in the same walk as
 * the layout checks (call-button.mobile.spec.ts); here, the phone menu open, on the home page and on
 * a form page.
 */
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
