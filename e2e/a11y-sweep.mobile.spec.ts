import { sweepRoutes } from './a11y-sweep';
import { expect, test, useLanguage } from './fixtures';

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
