import type { Locator, Page } from '@playwright/test';
import { expect, test, useLanguage } from './fixtures';

/** Every script and style sheet the page has fetched so far, with its text. */
function collectAssets(page: Page) {
  const assets: { url: string; body: Promise<string> }[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet')
      assets.push({ url: response.url(), body: response.text().catch(() => '') });
  });
  return async () => Promise.all(assets.map(async (a) => ({ url: a.url, body: await a.body })));
}

const mentionsToastify = (assets: { body: string }[]) => assets.some((a) => a.body.includes('Toastify__'));

/** The toast sits at the top of the window, centred (SPEC.md section 9: form toasts top-center). */
async function expectTopCenter(page: Page, toast: Locator) {
  const box = (await toast.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThan(4);
  expect(box.y).toBeLessThan(80);
}

test('English: react-toastify is not on the first load; a sent message is announced in a toast at top-center', async ({
  page,
}) => {
  await useLanguage(page, 'en');
  const assets = collectAssets(page);
  await page.goto('/about-us');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const form = page.getByRole('region', { name: 'Write to us' });
  await expect(form.getByLabel('Your name')).toBeVisible();
  expect(mentionsToastify(await assets()), 'react-toastify loaded before any toast').toBe(false);
  await expect(page.getByRole('region', { name: 'Notifications' })).toHaveCount(0);

  await form.getByLabel('Your name').fill('Sara Al-Otaibi');
  await form.getByLabel('Email address').fill('sara@example.com');
  await form.getByLabel('Your message').fill('Is the Yanbu branch open on Fridays?');
  await form.getByRole('button', { name: 'Send message' }).click();

  const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('status');
  await expect(toast).toHaveText('Thank you. Your message has been received and we will reply by email.');
  await expectTopCenter(page, toast);
  // The library arrived with the first toast.
  expect(mentionsToastify(await assets())).toBe(true);
});

test.describe('Arabic: a failed submission', () => {
  // Chromium logs the 503 this test provokes.
  test.use({ allowedConsoleErrors: [/status of 503/] });

  test('field errors stay beside the fields (no toast); a failure is announced in a toast', async ({
    page,
  }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'service_unavailable', message: 'unavailable' }),
      }),
    );
    await page.goto('/faq');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const form = page.getByRole('region', { name: 'راسلنا' });
    await form.getByLabel('الاسم').fill('Ali 123');
    await form.getByLabel('البريد الإلكتروني').fill('ali@example.com');
    await form.getByLabel('رسالتك').fill('سؤال عن ساعات العمل');
    await form.getByRole('button', { name: 'إرسال الرسالة' }).click();
    await expect(form.getByText('اكتب اسمك بالحروف فقط.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'الإشعارات' })).toHaveCount(0);

    await form.getByLabel('الاسم').fill('علي الحربي');
    await form.getByRole('button', { name: 'إرسال الرسالة' }).click();
    const inline = form.getByRole('alert');
    await expect(inline).toBeVisible();
    const toast = page.getByRole('region', { name: 'الإشعارات' }).getByRole('alert');
    await expect(toast).toHaveText((await inline.textContent())!);
    await expect(toast).toHaveText(/[\u0600-\u06ff]/);
    await expectTopCenter(page, toast);
  });
});
