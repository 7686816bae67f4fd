import { expect, expectAccessible, test, useLanguage } from './fixtures';

// Demo hours: most branches Saturday-Thursday 09:00-21:00; Jeddah Airport around the clock;
// Riyadh Al-Bathaa every day 16:00-23:00. Times are Riyadh's (UTC+3).

test('in Arabic, on a Friday at noon in Riyadh: hours, days, phone and who is open now', async ({ page }) => {
  // Friday 2026-11-27 09:00 UTC = 12:00 in Riyadh.
  await page.clock.setFixedTime(new Date('2026-11-27T09:00:00Z'));
  await page.goto('/#branches');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const branches = page.getByRole('region', { name: 'فروعنا' });
  const quds = branches.getByRole('article', { name: 'الرياض - حي القدس' });
  // The branches come from the API after the page: give a busy machine time.
  await expect(quds.getByText('مغلق الآن')).toBeVisible({ timeout: 20_000 });
  await expect(quds.getByText('السبت – الخميس')).toBeVisible();
  await expect(quds.getByText(/9:00 ص – 9:00 م/)).toBeVisible();
  await expect(quds.getByRole('link', { name: /اتصل بفرع الرياض - حي القدس/ })).toHaveAttribute(
    'href',
    'tel:0114600011',
  );
  const airport = branches.getByRole('article', { name: 'جدة - المطار' });
  await expect(airport.getByText('مفتوح الآن')).toBeVisible();
  await expect(airport.getByText('مفتوح على مدار الساعة')).toBeVisible();
  await expect(airport.getByText('يوميًا')).toBeVisible();
  await expectAccessible(page);
});

test('in English, on a Monday evening in Riyadh: the first branch fills the map panel before any click', async ({
  page,
}) => {
  // Monday 2026-11-23 17:30 UTC = 20:30 in Riyadh: the usual branches close at 21:00.
  await page.clock.setFixedTime(new Date('2026-11-23T17:30:00Z'));
  await useLanguage(page, 'en');
  await page.goto('/#branches');
  const branches = page.getByRole('region', { name: 'Our branches' });
  // The branches come from the API after the page: give a busy machine time.
  await expect(branches.getByRole('article', { name: 'Riyadh – Al-Quds' }).getByText('Open now')).toBeVisible(
    { timeout: 20_000 },
  );
  await expect(
    branches.getByRole('article', { name: 'Riyadh – Al-Bathaa' }).getByText('Open now'),
  ).toBeVisible();
  await expect(
    branches.getByRole('article', { name: 'Riyadh – Al-Bathaa' }).getByText('Every day'),
  ).toBeVisible();
  // The panel beside the list already shows the first branch, and the map waits for a click.
  await expect(branches.getByRole('heading', { level: 3, name: 'Riyadh – Al-Quds' })).toHaveCount(2);
  await expect(branches.getByRole('button', { name: 'Show on map Riyadh – Al-Quds' })).toHaveCount(2);
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('each branch card links to its rating, with the branch already chosen', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/#branches');
  const branches = page.getByRole('region', { name: 'Our branches' });
  const rate = branches
    .getByRole('article', { name: 'Riyadh – Al-Bathaa' })
    .getByRole('link', { name: 'Rate this branch Riyadh – Al-Bathaa' });
  await expect(rate).toHaveAttribute('href', '/rate?branch=12', { timeout: 20_000 });
  await rate.click();
  await expect(page).toHaveURL(/\/rate\?branch=12$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rate your branch visit' })).toBeVisible();
  await expect(page.getByLabel('Branch')).toHaveValue('12');
});
