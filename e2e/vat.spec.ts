import { expect, expectAccessible, test, useLanguage } from './fixtures';

// Seeded: 2025<transfer number> are processed transactions; 3000000000000x were made two minutes
// before the server started, so they are still "processing" (default delay: 10 minutes).

// The refusals these tests provoke are logged by Chromium as failed resource loads.
test.use({ allowedConsoleErrors: [/the server responded with a status of (400|409) /] });

test('in Arabic: downloads the invoice of a processed transaction, refuses a recent one', async ({
  page,
}) => {
  await useLanguage(page, 'ar');
  await page.goto('/vat');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الفاتورة الضريبية المبسطة');
  await page.getByLabel('رقم الهوية الحكومية أو الإقامة').fill('1000000008');
  await page.getByLabel('رقم العملية').fill('123');
  await page.getByRole('button', { name: 'تنزيل الفاتورة' }).click();
  await expect(page.getByText('أدخل رقم العملية المكون من 14 رقمًا.')).toBeVisible();

  await page.getByLabel('رقم العملية').fill('20251000000099');
  await page.getByRole('button', { name: 'تنزيل الفاتورة' }).click();
  await expect(
    page.getByRole('main').getByText('رقم الهوية الحكومية أو رقم العملية غير صحيح.'),
  ).toBeVisible();

  await page.getByLabel('رقم العملية').fill('٢٠٢٥١٠٠٠٠٠٠٠١١');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'تنزيل الفاتورة' }).click();
  expect((await download).suggestedFilename()).toBe('SI-20251000000011.pdf');
  await expect(
    page.getByRole('main').getByText('تم تنزيل الملف SI-20251000000011.pdf لفاتورتك.'),
  ).toBeVisible();

  await page.getByLabel('رقم العملية').fill('30000000000001');
  await page.getByRole('button', { name: 'تنزيل الفاتورة' }).click();
  // An informational notice (role status, not a red alert) that says when to come back.
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /فاتورتك الضريبية قيد الإعداد.*بالدقائق: \d+$/ }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);
});

test('in English: the same two outcomes', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/vat');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByLabel('Government ID or iqama number').fill('2100000005');
  await page.getByLabel('Transaction number').fill('20252100000021');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download invoice' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('SI-20252100000021.pdf');
  const path = await file.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByLabel('Transaction number').fill('30000000000002');
  await page.getByRole('button', { name: 'Download invoice' }).click();
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /still being prepared\. Please try again in about \d+ minutes\./ }),
  ).toBeVisible();
  // Also announced in a toast at the top, as a notice (status), not an alert.
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(toasts.getByRole('status').filter({ hasText: 'still being prepared' })).toBeVisible();
  await expect(toasts.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);
});
