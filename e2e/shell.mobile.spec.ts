import { expect, expectAccessible, test } from './fixtures';

test.describe('site shell on a phone', () => {
  test('the menu button opens and closes the navigation', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'فتح القائمة' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.locator('#mobile-navigation');
    await expect(menu.getByRole('link', { name: 'الرئيسية' })).toBeVisible();
    await page.getByRole('button', { name: 'إغلاق القائمة' }).click();
    await expect(menu).toBeHidden();
    await expectAccessible(page);
  });
});
