import type { Page } from '@playwright/test';
import { catalog } from './catalog';
import { expect, expectAccessible, test, useLanguage } from './fixtures';

// Issue 26 point 11: heading order on the market pages, the call button inside a landmark. Focus
// back on the control that asked for a code when the code dialog closes is tested in the dialog's
// unit test (components/ui/dialog.test.tsx): here every code asked for counts against the 20 a
// client may ask for in 15 minutes, which the whole suite shares from 127.0.0.1.

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

for (const language of ['ar', 'en', 'ur'] as const) {
  test(`in ${language}: the staff sign-in page's first Tab stop is "Skip to content", which lands in the main`, async ({
    page,
  }) => {
    const staff = catalog(language, 'staff');
    await useLanguage(page, language);
    await page.goto('/staff/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: staff('signIn.title') })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: staff('skip') });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next stop is the sign-in form's first field, past the header and its language switch.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').getByRole('textbox').first()).toBeFocused();
  });
}
