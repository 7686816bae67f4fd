import { expect, expectAccessible, test, useLanguage } from './fixtures';

// The seed gives every demo rate a year of history: daily for 30 days, every 5 days to 90 days,
// weekly to a year (apps/server/src/db/seed/rate-history.ts), so each range has known points.
const CASES = [
  {
    language: 'ar',
    history: 'سجل USD',
    heading: /سجل سعر USD/,
    range: '7 أيام',
    year: 'سنة',
    caption: 'كل تغيير في السعر خلال هذه الفترة، الأحدث أولًا',
    dir: 'rtl',
  },
  {
    language: 'en',
    history: 'USD history',
    heading: /USD rate history at/,
    range: '7 days',
    year: '1 year',
    caption: 'Every rate change in this period, newest first',
    dir: 'ltr',
  },
  {
    language: 'ur',
    history: 'USD کی تاریخ',
    heading: /USD کے ریٹ کی تاریخ/,
    range: '7 دن',
    year: '1 سال',
    caption: 'اس مدت میں ریٹ کی ہر تبدیلی، تازہ ترین پہلے',
    dir: 'rtl',
  },
] as const;

test.use({ viewport: { width: 375, height: 800 } });
// Three ranges and a full axe pass on a shared, busy test machine.
test.setTimeout(150_000);

for (const c of CASES) {
  test(`${c.language} at 375 px: from the rate board to a currency's history, ranges, table and chart`, async ({
    page,
  }) => {
    await useLanguage(page, c.language);
    await page.goto('/rates');
    await expect(page.locator('html')).toHaveAttribute('dir', c.dir);
    await page.getByRole('link', { name: c.history }).click({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/rates\/history\?branch=19&currency=USD$/);
    await expect(page.getByRole('heading', { level: 1, name: c.heading })).toBeVisible();
    const table = page.getByRole('table', { name: c.caption });
    const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
    // 30 days: the opening rate, days 29 to 1 and today's.
    await expect(rows).toHaveCount(31);
    await page.getByRole('link', { name: c.range }).click();
    await expect(page.getByRole('link', { name: c.range })).toHaveAttribute('aria-current', 'page');
    await expect(rows).toHaveCount(8);
    // The chart draws time left to right whatever the page's direction.
    await expect(page.locator('.uplot canvas')).toBeVisible();
    await expect(page.getByRole('img')).toHaveAttribute('dir', 'ltr');
    await page.getByRole('link', { name: c.year }).click();
    await expect(rows).toHaveCount(82);
    await expectAccessible(page);
  });
}
