import { expect, expectAccessible, test, useLanguage } from './fixtures';
import { lastCode } from './remittance-helpers';

test('on a phone, in Arabic: inquiry with the code dialog', async ({ page }) => {
  await useLanguage(page, 'ar');
  await page.goto('/inquiry');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByLabel('رقم الحوالة أو رقم العملية').fill('1000000016');
  await page.getByLabel('رقم هوية أو إقامة المرسل').fill('1000000008');
  await page.getByRole('button', { name: 'إرسال رمز التحقق' }).click();
  const dialog = page.getByRole('dialog', { name: 'أدخل رمز التحقق' });
  await expect(dialog).toBeInViewport();
  await expectAccessible(page);
  await dialog.getByLabel('رمز التحقق').fill(await lastCode(page, 'inquiry:1000000016'));
  await dialog.getByRole('button', { name: 'تأكيد' }).click();
  await expect(page.getByText('مرسلة', { exact: true })).toBeVisible();
  await expectAccessible(page);
});
