import { test, useLanguage } from './fixtures';
import { staffSignIn } from './staff-helpers';

test.describe.configure({ mode: 'serial' });
for (const lang of ['ar', 'en'] as const) {
  for (const width of [375, 1280]) {
    test(`shots ${lang} ${width}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await useLanguage(page, lang);
      await page.goto('/support');
      await page.getByRole('button').filter({ hasText: lang === 'ar' ? 'إرسال الطلب' : 'Send request' }).click();
      await page.screenshot({ path: `/tmp/tk/support-${lang}-${width}.png`, fullPage: true });
      const res = await page.request.post('/api/tickets/status', {
        data: { requestId: 'TKNONE', nationalId: '1000000008' },
      });
      void res;
      await page.goto('/ticket');
      await page.screenshot({ path: `/tmp/tk/ticket-${lang}-${width}.png`, fullPage: true });
      if (width === 1280) {
        await staffSignIn(page, 'support', lang);
        await page.goto('/staff/tickets');
        await page.waitForTimeout(1000);
        const first = page.locator('li button[aria-expanded]').first();
        if (await first.count()) await first.click();
        await page.waitForTimeout(800);
        await page.screenshot({ path: `/tmp/tk/desk-${lang}.png`, fullPage: true });
      }
    });
  }
}
