import { test, useLanguage } from './fixtures';

for (const language of ['ar', 'en'] as const) {
  for (const width of [375, 1280]) {
    test(`shots ${language} ${width}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      await page.clock.setFixedTime(new Date('2026-11-23T17:30:00Z'));
      await useLanguage(page, language);
      await page.goto('/rates');
      await page.getByRole('table').waitFor({ timeout: 20_000 });
      await page.screenshot({ path: `/tmp/shots10/rates-${language}-${width}.png`, fullPage: false });
      await page.goto('/#branches');
      await page.getByRole('article').first().waitFor({ timeout: 20_000 });
      await page
        .getByRole('region', { name: /فروعنا|Our branches/ })
        .screenshot({ path: `/tmp/shots10/branches-${language}-${width}.png` });
      await page
        .getByRole('contentinfo')
        .screenshot({ path: `/tmp/shots10/footer-${language}-${width}.png` });
      await page.goto('/faq');
      await page.getByRole('tablist').waitFor();
      await page.screenshot({ path: `/tmp/shots10/faq-${language}-${width}.png` });
    });
  }
}
