import { expect, expectAccessible, test, useLanguage } from './fixtures';
import {
  careersText,
  exactly,
  fillPersonal,
  fillRest,
  PERSON,
  region,
  submitAndConfirm,
} from './careers-helpers';

for (const lang of ['ar', 'en'] as const) {
  test(`${lang}: the whole application, a reload mid-way keeps the draft, then the confirmation`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const c = careersText(lang);
    await useLanguage(page, lang);
    await page.goto('/job-application');
    await expect(page.getByRole('heading', { level: 1, name: c('title.standard') })).toBeVisible();
    await expectAccessible(page);

    await fillPersonal(page, lang);
    // The draft is written a moment after typing stops; the page is reloaded once it holds the
    // last answer given (the marital status).
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('jobApplicationDraft:standard') ?? ''))
      .toMatch(/"maritalStatus":"married"/);
    await page.reload();
    await expect(page.getByText(c('draft.restored'))).toBeVisible();
    await expect(region(page, c('sections.personal')).getByLabel(exactly(c('fields.lastName')))).toHaveValue(
      PERSON[lang].names[3]!,
    );

    await fillRest(page, lang);
    await expectAccessible(page);
    await submitAndConfirm(page, lang);
    // Sent: the draft is gone.
    await page.reload();
    await expect(page.getByText(c('draft.restored'))).toHaveCount(0);
    await expect(region(page, c('sections.personal')).getByLabel(exactly(c('fields.lastName')))).toHaveValue(
      '',
    );
  });

  test(`${lang}: a form sent empty names the problems and focuses the first field`, async ({ page }) => {
    const c = careersText(lang);
    await useLanguage(page, lang);
    await page.goto('/job-application');
    await page.getByRole('button', { name: c('form.submit') }).click();
    await expect(page.getByText(c('errors.missingRequired'))).toBeVisible();
    await expect(
      region(page, c('sections.personal')).getByLabel(exactly(c('fields.position'))),
    ).toBeFocused();
    await expect(page.getByText(c('validation.signatureRequired'))).toBeVisible();
    await expect(page.getByText(c('validation.pledge')).first()).toBeVisible();
    await expectAccessible(page);
  });
}

test('en: the Abnaa program has its own title and sends the same form', async ({ page }) => {
  test.setTimeout(120_000);
  const c = careersText('en');
  await useLanguage(page, 'en');
  await page.goto('/abnaa-job-application');
  await expect(page.getByRole('heading', { level: 1, name: c('title.abnaa') })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(c('title.abnaa')));
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await fillPersonal(page, 'en');
  await fillRest(page, 'en');
  // A phone turned sideways (or a resized window): the drawn strokes survive, the form still sends.
  await page.setViewportSize({ width: 700, height: 900 });
  await page.setViewportSize({ width: 1280, height: 800 });
  await submitAndConfirm(page, 'en');
});

for (const lang of ['ar', 'en'] as const) {
  test(`${lang}: screenshots at 375 and 1280 px`, async ({ page }, info) => {
    await useLanguage(page, lang);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/job-application');
      await expect(
        page.getByRole('heading', { level: 1, name: careersText(lang)('title.standard') }),
      ).toBeVisible();
      await page.screenshot({ path: info.outputPath(`careers-${lang}-${width}.png`), fullPage: true });
    }
  });
}
