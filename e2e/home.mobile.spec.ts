import { expect, expectAccessible, test, useLanguage } from './fixtures';

test.describe('home page at 375 px', () => {
  test('uses the mobile banner image and never scrolls sideways', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const banner = page.getByRole('region', { name: 'الإعلانات' }).getByRole('img').first();
    await expect(banner).toBeVisible();
    await expect
      .poll(() => banner.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/-mobile\.svg$/);
    const box = await banner.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(199);
    // Nine branch cards, each with its "show on map" button, and the map panel's button for the first.
    const branches = page.getByRole('region', { name: 'فروعنا' });
    await expect(branches.getByRole('article')).toHaveCount(9);
    await expect(branches.getByRole('button', { name: /^اعرض على الخريطة/ })).toHaveCount(10);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page);
  });

  test('draws only what is near the screen; the rest is drawn on the way down (ADR 2606)', async ({
    page,
  }) => {
    await page.goto('/');
    const branches = page.getByRole('region', { name: 'فروعنا' });
    const footer = page.getByRole('contentinfo');
    // What is inside a skipped block reports itself not drawn (checkVisibility).
    const drawn = (locator: typeof footer) =>
      locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    const firstHeading = (locator: typeof footer) => locator.getByRole('heading', { level: 2 }).first();
    await expect(page.getByRole('region', { name: 'الإعلانات' })).toBeVisible();
    // Far below a phone's first screen: the browser skips their layout and paint for now...
    expect(await drawn(firstHeading(branches))).toBe(false);
    expect(await drawn(firstHeading(footer))).toBe(false);
    // ...yet they are in the page for screen readers and links, and drawn once scrolled to.
    await expect(footer.getByRole('link', { name: 'أسعار الصرف' })).toBeAttached();
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(firstHeading(footer))).toBe(true);
    await expect(firstHeading(footer)).toBeVisible();
  });

  test('English content pages fit the screen', async ({ page }) => {
    await useLanguage(page, 'en');
    for (const path of ['/offers', '/faq', '/posts/1', '/privacy-policy']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    }
  });
});
