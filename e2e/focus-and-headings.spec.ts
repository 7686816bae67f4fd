import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, useLanguage } from './fixtures';

// Issue 26 point 11: heading order on the market pages, the call button inside a landmark, and focus
// back on "Send verification code" when the code dialog is closed.

/** Levels of the headings a screen reader lists, in document order. */
const headingLevels = (page: Page) =>
  page
    .getByRole('heading')
    .evaluateAll((headings) =>
      headings.map((heading) => Number(heading.getAttribute('aria-level') ?? heading.tagName.slice(1))),
    );

const LANGUAGES = [
  { language: 'ar' as const, call: 'اطلب اتصالًا' },
  { language: 'en' as const, call: 'Request a call back' },
  { language: 'ur' as const, call: 'کال بیک کی درخواست کریں' },
];

for (const { language, call } of LANGUAGES) {
  test(`in ${language}: /Y, /E and /I step down one heading level at a time; the call button is in a landmark`, async ({
    page,
  }) => {
    await useLanguage(page, language);
    for (const path of ['/Y', '/E', '/I']) {
      await page.goto(path);
      // The market's offers (or its "no offers" line) are on the page before the headings are read.
      await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
      const levels = await headingLevels(page);
      expect(levels[0], path).toBe(1);
      expect(
        levels.filter((level) => level === 1),
        path,
      ).toHaveLength(1);
      levels.forEach((level, i) => {
        if (i > 0)
          expect(level, `${path}: heading ${i + 1} of ${levels.join(',')}`).toBeLessThanOrEqual(
            levels[i - 1]! + 1,
          );
      });
      const landmark = page.getByRole('complementary', { name: call });
      await expect(landmark.getByRole('link', { name: call })).toHaveAttribute('href', '/call-request');
      await expectAccessible(page);
    }
  });
}

const CODE_CASES = [
  {
    language: 'ar' as const,
    transfer: '1000000015',
    sender: '1000000008',
    t: {
      reference: 'رقم الحوالة أو رقم العملية',
      sender: 'رقم هوية أو إقامة المرسل',
      send: 'إرسال رمز التحقق',
      dialog: 'أدخل رمز التحقق',
      code: 'رمز التحقق',
      close: 'إغلاق',
    },
  },
  {
    language: 'en' as const,
    transfer: '2100000025',
    sender: '2100000005',
    t: {
      reference: 'Transfer number or transaction number',
      sender: "Sender's ID or iqama number",
      send: 'Send verification code',
      dialog: 'Enter the verification code',
      code: 'Verification code',
      close: 'Close',
    },
  },
];

test.describe('the code dialog', () => {
  // Asking again within the minute is answered 429 with the wait (the dialog reopens for the code
  // already sent); the browser logs that answer on the console.
  test.use({ allowedConsoleErrors: [/the server responded with a status of 429 /] });

  for (const { language, transfer, sender, t } of CODE_CASES) {
    test(`in ${language}: closing the code dialog (Escape or its close button) returns focus to "${t.send}"`, async ({
      page,
    }) => {
      await useLanguage(page, language);
      await page.goto('/inquiry');
      await page.getByLabel(t.reference).fill(transfer);
      await page.getByLabel(t.sender).fill(sender);
      const send = page.getByRole('button', { name: t.send });
      await send.click();
      const dialog = page.getByRole('dialog', { name: t.dialog });
      await expect(dialog.getByLabel(t.code)).toBeFocused();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(send).toBeFocused();

      // Asked again within the minute, it reopens for the code already sent; closed by its button.
      await page.keyboard.press('Enter');
      await expect(dialog.getByLabel(t.code)).toBeFocused();
      await dialog.getByRole('button', { name: t.close }).click();
      await expect(dialog).toBeHidden();
      await expect(send).toBeFocused();
    });
  }
});
