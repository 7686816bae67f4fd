import type { Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { expect, expectAccessible, test, useLanguage } from './fixtures';
import { staffSignIn } from './staff-helpers';

type Lang = 'ar' | 'en';
/** The `hr` catalog's words (every language has the same keys). */
type Catalog = {
  interview: Record<'submit' | 'received' | 'reason', string> & {
    fields: Record<string, string>;
    criteria: Record<string, string>;
    ratings: Record<'excellent' | 'good' | 'medium' | 'poor', string>;
  };
  validation: Record<'unknownEmployee', string>;
  status: Record<'screening' | 'interview', string>;
  desk: Record<
    'search' | 'moveTo' | 'move' | 'statusChanged' | 'evaluations' | 'files' | 'title' | 'back',
    string
  > & {
    fileKinds: Record<'cv', string>;
  };
};
const read = (lang: Lang, ns: string) =>
  JSON.parse(readFileSync(`packages/shared/src/i18n/locales/${lang}/${ns}.json`, 'utf8')) as Record<
    string,
    unknown
  >;
// The HR desk's words are the back office's (`staff:hr`), beside the public `hr` ones.
const catalog = (lang: Lang) => ({ ...read(lang, 'hr'), desk: read(lang, 'staff').hr }) as Catalog;

const SHOTS = 'test-results/careers-hr';
mkdirSync(SHOTS, { recursive: true });
/** The interviewer's name differs per language, so each run finds its own evaluation. */
const INTERVIEWER = { ar: 'هند سالم الحربي', en: 'Hind Salem Al-Harbi' };

async function shoot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // Let the page settle at its new width (the signature redraws, the layout reflows) first.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 300))));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Signs in the box with the mouse: two strokes, as a person would. */
async function drawSignature(page: Page, lang: Lang) {
  const canvas = page.getByRole('img', { name: catalog(lang).interview.fields.signature });
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height * 0.7);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) {
    await page.mouse.move(box.x + 30 + i * 20, box.y + box.height * (i % 2 ? 0.3 : 0.7), { steps: 3 });
  }
  await page.mouse.up();
}

/** A text field of the form by its exact name ("Position" is also part of "Last position"). */
const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function fillEvaluation(page: Page, lang: Lang) {
  const c = catalog(lang).interview;
  const f = c.fields;
  await box(page, f.candidateName!).fill(lang === 'ar' ? 'نوف عبدالله سعد الحربي' : 'Nouf Abdullah Al-Harbi');
  await box(page, f.interviewDate!).fill('2026-11-20');
  await box(page, f.position!).fill(lang === 'ar' ? 'خدمة العملاء' : 'Customer service');
  await box(page, f.nationality!).fill(lang === 'ar' ? 'سعودية' : 'Saudi');
  // Typed on an Arabic keyboard: Arabic-Indic digits.
  await box(page, f.yearsOfExperience!).fill('٤');
  await box(page, f.age!).fill('٢٨');
  await box(page, f.qualifications!).fill(lang === 'ar' ? 'بكالوريوس إدارة أعمال' : 'BA in business');
  for (const [i, name] of Object.values(c.criteria).entries()) {
    const group = page.getByRole('group', { name, exact: true });
    await group.getByLabel(i % 2 ? c.ratings.good : c.ratings.excellent).check();
    await group.getByLabel(c.reason).fill(lang === 'ar' ? 'إجابات واضحة' : 'Clear answers');
  }
  await box(page, f.recommendation!).fill(lang === 'ar' ? 'يوصى بالعرض' : 'Make an offer');
  await box(page, f.lastPosition!).fill(lang === 'ar' ? 'موظفة خدمة عملاء' : 'Agent');
  await box(page, f.salaryAndBenefits!).fill('6000');
  await box(page, f.requestedPosition!).fill(lang === 'ar' ? 'مشرفة' : 'Supervisor');
  await box(page, f.requestedSalary!).fill('٧٠٠٠');
  await box(page, f.interviewerName!).fill(INTERVIEWER[lang]);
  // In Arabic the signature is drawn with the mouse; in English it is typed, as someone who cannot
  // draw (keyboard only) signs.
  if (lang === 'ar') await drawSignature(page, lang);
  else await page.getByLabel('Or type your full name to sign (if you cannot draw)').fill(INTERVIEWER.en);
}

// The unknown employee number this test types is refused with 400, which the browser reports.
test.use({ allowedConsoleErrors: [/the server responded with a status of 400 /] });
// One demo application and one recruiter for both languages: the runs take turns.
test.describe.configure({ mode: 'serial' });

for (const lang of ['ar', 'en'] as const) {
  test(`interview evaluation and the HR desk (${lang})`, async ({ page }) => {
    test.setTimeout(150_000);
    const c = catalog(lang);
    await useLanguage(page, lang);

    // The interviewer's form, from the link the HR desk offers for the demo application.
    await page.goto('/interview-summary?application=JA-DEMO0001');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('button', { name: c.interview.submit }).click();
    await expect(box(page, c.interview.fields.candidateName!)).toBeFocused();
    await fillEvaluation(page, lang);
    // An employee number that is not in the core list: refused on that field, in the page's language.
    await box(page, c.interview.fields.employeeNumber!).fill('99999');
    await page.getByRole('button', { name: c.interview.submit }).click();
    await expect(page.getByText(c.validation.unknownEmployee)).toBeVisible();
    await shoot(page, `interview-${lang}`);
    await expectAccessible(page);
    await box(page, c.interview.fields.employeeNumber!).fill('١٠٠٠١');
    await page.getByRole('button', { name: c.interview.submit }).click();
    await expect(page.getByText(c.interview.received).first()).toBeVisible();

    // The HR officer finds the application, opens its CV, moves it to interview, sees the evaluation.
    await staffSignIn(page, 'recruiter', lang);
    await page.goto('/staff/hr');
    await page.getByLabel(c.desk.search).fill('JA-DEMO0001');
    await expect(page.getByRole('cell', { name: 'JA-DEMO0001' })).toBeVisible();
    await shoot(page, `hr-list-${lang}`);
    await expectAccessible(page);
    const name = page.getByRole('button', { name: /الحربي/ });
    await name.click();
    // It opens in place of the list: focus moves to its heading (the applicant's name), not <body>.
    await expect(page.getByRole('heading', { level: 1, name: /الحربي/ })).toBeFocused();
    // Applicants' files are downloads (attachment, sandboxed), never opened in the site's origin.
    const cv = page.waitForEvent('download');
    await page.getByRole('link', { name: new RegExp(c.desk.fileKinds.cv) }).click();
    const download = await cv;
    expect(download.url()).toMatch(/\/api\/staff\/hr\/applications\/.+\/files\//);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);

    for (const status of ['screening', 'interview'] as const) {
      const select = page.getByLabel(c.desk.moveTo);
      if ((await select.locator('option', { hasText: c.status[status] }).count()) === 0) continue;
      await select.selectOption({ label: c.status[status] });
      await page.getByRole('button', { name: c.desk.move }).click();
      await expect(page.getByText(c.desk.statusChanged)).toBeVisible();
    }
    await expect(page.locator('strong', { hasText: c.status.interview })).toBeVisible();
    const evaluations = page.getByRole('region', { name: c.desk.evaluations });
    await expect(evaluations.getByRole('heading', { name: new RegExp(INTERVIEWER[lang]) })).toBeVisible();
    await shoot(page, `hr-application-${lang}`);
    await expectAccessible(page);
    // Back to the list: focus returns to the application's name there.
    await page.getByRole('button', { name: c.desk.back }).click();
    await expect(name).toBeFocused();
  });
}
