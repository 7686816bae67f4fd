import type { Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { expect, expectAccessible, test, useLanguage } from './fixtures';
import { staffSignIn } from './staff-helpers';

type Lang = 'ar' | 'en';
/** The `hr` catalog's words (every language has the same keys). */
type Catalog = {
  interview: Record<'submit' | 'received' | 'reason' | 'clearSignature', string> & {
    fields: Record<string, string>;
    criteria: Record<string, string>;
    ratings: Record<'excellent' | 'good' | 'medium' | 'poor', string>;
  };
  validation: Record<'unknownEmployee', string>;
  status: Record<'screening' | 'interview', string>;
  desk: Record<'search' | 'moveTo' | 'move' | 'statusChanged' | 'evaluations' | 'files' | 'title', string> & {
    fileKinds: Record<'cv', string>;
  };
};
const catalog = (lang: Lang) =>
  JSON.parse(readFileSync(`packages/shared/src/i18n/locales/${lang}/hr.json`, 'utf8')) as Catalog;

const SHOTS = 'test-results/careers-hr';
mkdirSync(SHOTS, { recursive: true });
/** The interviewer's name differs per language, so each run finds its own evaluation. */
const INTERVIEWER = { ar: 'هند سالم الحربي', en: 'Hind Salem Al-Harbi' };

async function shoot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
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

async function fillEvaluation(page: Page, lang: Lang) {
  const c = catalog(lang).interview;
  const f = c.fields;
  await page
    .getByLabel(f.candidateName!)
    .fill(lang === 'ar' ? 'نوف عبدالله سعد الحربي' : 'Nouf Abdullah Al-Harbi');
  await page.getByLabel(f.interviewDate!).fill('2026-11-20');
  await page
    .getByLabel(f.position!, { exact: true })
    .fill(lang === 'ar' ? 'خدمة العملاء' : 'Customer service');
  await page.getByLabel(f.nationality!).fill(lang === 'ar' ? 'سعودية' : 'Saudi');
  // Typed on an Arabic keyboard: Arabic-Indic digits.
  await page.getByLabel(f.yearsOfExperience!).fill('٤');
  await page.getByLabel(f.age!).fill('٢٨');
  await page.getByLabel(f.qualifications!).fill(lang === 'ar' ? 'بكالوريوس إدارة أعمال' : 'BA in business');
  for (const [i, name] of Object.values(c.criteria).entries()) {
    const group = page.getByRole('group', { name, exact: true });
    await group.getByLabel(i % 2 ? c.ratings.good : c.ratings.excellent).check();
    await group.getByLabel(c.reason).fill(lang === 'ar' ? 'إجابات واضحة' : 'Clear answers');
  }
  await page.getByLabel(f.recommendation!).fill(lang === 'ar' ? 'يوصى بالعرض' : 'Make an offer');
  await page.getByLabel(f.lastPosition!).fill(lang === 'ar' ? 'موظفة خدمة عملاء' : 'Agent');
  await page.getByLabel(f.salaryAndBenefits!).fill('6000');
  await page.getByLabel(f.requestedPosition!).fill(lang === 'ar' ? 'مشرفة' : 'Supervisor');
  await page.getByLabel(f.requestedSalary!).fill('٧٠٠٠');
  await page.getByLabel(f.interviewerName!).fill(INTERVIEWER[lang]);
  await drawSignature(page, lang);
}

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
    await expect(page.getByLabel(c.interview.fields.candidateName!)).toBeFocused();
    await fillEvaluation(page, lang);
    // An employee number that is not in the core list: refused on that field, in the page's language.
    await page.getByLabel(c.interview.fields.employeeNumber!).fill('99999');
    await page.getByRole('button', { name: c.interview.submit }).click();
    await expect(page.getByText(c.validation.unknownEmployee)).toBeVisible();
    await shoot(page, `interview-${lang}`);
    await expectAccessible(page);
    await page.getByLabel(c.interview.fields.employeeNumber!).fill('١٠٠٠١');
    await page.getByRole('button', { name: c.interview.submit }).click();
    await expect(page.getByText(c.interview.received).first()).toBeVisible();

    // The HR officer finds the application, opens its CV, moves it to interview, sees the evaluation.
    await staffSignIn(page, 'recruiter', lang);
    await page.goto('/staff/hr');
    await page.getByLabel(c.desk.search).fill('JA-DEMO0001');
    await expect(page.getByRole('cell', { name: 'JA-DEMO0001' })).toBeVisible();
    await shoot(page, `hr-list-${lang}`);
    await expectAccessible(page);
    await page.getByRole('button', { name: /الحربي/ }).click();
    const cv = page.waitForEvent('popup');
    await page.getByRole('link', { name: new RegExp(c.desk.fileKinds.cv) }).click();
    const tab = await cv;
    await expect(tab).toHaveURL(/\/api\/staff\/hr\/applications\/.+\/files\//);
    await tab.close();

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
  });
}
