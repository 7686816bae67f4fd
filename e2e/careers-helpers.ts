import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { pngBytes } from './staff-helpers';
import { minimalPdf } from './pdf';
import { catalog } from './catalog';

/** What an applicant does on the job application form, step by step (careers-apply.spec.ts). */
export type Lang = 'ar' | 'en';
/** The careers catalog's words by dotted key (every language has the same keys). */
export const careersText = (lang: Lang) => catalog(lang, 'careers');

const PDF = minimalPdf();

/** What an applicant types, in one script per field as the form asks. */
export const PERSON = {
  ar: {
    position: 'محاسب',
    names: ['محمد', 'عبدالله', 'سعد', 'القحطاني'],
    place: 'الرياض',
    nationality: 'سعودي',
    dependant: ['سارة', '٤', 'ابنة'],
    job: { title: 'محاسب', employer: 'شركة الأمل', salary: '٦٥٠٠', account: '١٢٣٤٥٦٧٨٩٠' },
    school: 'جامعة الملك سعود',
    course: 'المحاسبة المالية',
    reference: ['خالد العتيبي', 'مدير', 'شركة الأمل'],
  },
  en: {
    position: 'Cashier',
    names: ['Ravi', 'Kumar', 'Anand', 'Sharma'],
    place: 'Mumbai',
    nationality: 'Indian',
    dependant: ['Asha', '6', 'Daughter'],
    job: { title: 'Teller', employer: 'City Exchange', salary: '5200.50', account: '9876543210' },
    school: 'University of Mumbai',
    course: 'Customer service',
    reference: ['John Smith', 'Branch manager', 'City Exchange'],
  },
};

/** A label as written, with or without the required mark after it. */
export const exactly = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
export const region = (page: Page, name: string) => page.getByRole('region', { name });
const answer = (scope: Locator, question: string, choice: string) =>
  scope.getByRole('group', { name: question }).getByLabel(exactly(choice)).check();

export async function fillPersonal(page: Page, lang: Lang) {
  const c = careersText(lang);
  const p = PERSON[lang];
  const personal = region(page, c('sections.personal'));
  await personal.getByLabel(exactly(c('fields.position'))).fill(p.position);
  for (const [i, key] of ['firstName', 'fatherName', 'grandfatherName', 'lastName'].entries())
    await personal.getByLabel(exactly(c(`fields.${key}`))).fill(p.names[i]!);
  await personal.getByLabel(exactly(c('fields.birthDate'))).fill('1994-03-15');
  await personal.getByLabel(exactly(c('fields.birthPlace'))).fill(p.place);
  await personal.getByLabel(exactly(c('fields.nationality'))).fill(p.nationality);
  await personal.getByLabel(exactly(c('fields.gender'))).selectOption({ label: c('options.gender.male') });
  await personal
    .getByLabel(exactly(c('fields.maritalStatus')))
    .selectOption({ label: c('options.maritalStatus.married') });
}

export async function fillRest(page: Page, lang: Lang) {
  const c = careersText(lang);
  const f = (key: string) => c(`fields.${key}`);
  const p = PERSON[lang];
  const identity = region(page, c('sections.identity'));
  await identity.getByLabel(exactly(f('idNumber'))).fill(lang === 'ar' ? '١٠٠٠٠٠٠٠٠٨' : '2100000005');
  await identity.getByLabel(exactly(f('issuePlace'))).fill(p.place);
  await identity.getByLabel(exactly(f('issueDate'))).fill('2016-05-01');
  const contact = region(page, c('sections.contact'));
  await contact.getByLabel(exactly(f('mobile'))).fill('0500000001');
  await contact.getByLabel(exactly(f('email'))).fill('applicant@example.com');
  await contact
    .getByLabel(exactly(f('homeAddress')))
    .fill(lang === 'ar' ? 'الرياض، حي النرجس' : 'Riyadh, Al Narjis');

  const dependants = region(page, c('sections.dependants'));
  await dependants
    .getByRole('button', { name: c('rows.add').replace('{{list}}', c('sections.dependants')) })
    .click();
  const dependant = dependants.getByRole('group', { name: c('rows.dependant').replace('{{n}}', '1') });
  await dependant.getByLabel(exactly(f('name'))).fill(p.dependant[0]!);
  await dependant.getByLabel(exactly(f('age'))).fill(p.dependant[1]!);
  await dependant.getByLabel(exactly(f('relation'))).fill(p.dependant[2]!);

  const questions = region(page, c('sections.questions'));
  for (const key of ['commercialRegister', 'socialInsurance', 'student', 'smoking', 'hrFundSupport'])
    await answer(questions, c(`questions.${key}`), c('options.yesNo.no'));
  await answer(questions, c('questions.healthInsurance'), c('options.yesNo.yes'));
  await questions
    .getByLabel(exactly(c('questions.healthInsuranceType')))
    .fill(lang === 'ar' ? 'فئة ب' : 'Class B');

  const employment = region(page, c('sections.employment'));
  await employment.getByRole('button', { name: c('rows.add').replace('{{list}}', c('rows.jobs')) }).click();
  const job = employment.getByRole('group', { name: c('rows.job').replace('{{n}}', '1') });
  await job.getByLabel(exactly(f('jobTitle'))).fill(p.job.title);
  await job.getByLabel(exactly(f('employer'))).fill(p.job.employer);
  await job.getByLabel(exactly(f('from'))).fill('2018-01-01');
  await job.getByLabel(exactly(f('to'))).fill('2023-06-30');
  await job.getByLabel(exactly(f('bankAccount'))).fill(p.job.account);
  await job.getByLabel(exactly(f('salary'))).fill(p.job.salary);

  const required = region(page, c('sections.required'));
  await required
    .getByLabel(exactly(f('educationLevel')))
    .selectOption({ label: c('options.education.bachelor') });
  await required.getByLabel(exactly(f('school'))).fill(p.school);
  await required.getByLabel(exactly(f('grade'))).fill(lang === 'ar' ? '٨٥٫٥' : '85.5');
  await required.getByRole('button', { name: c('rows.add').replace('{{list}}', c('rows.courses')) }).click();
  await required.getByLabel(exactly(f('courseName'))).fill(p.course);
  for (const language of [f('arabic'), f('english')])
    for (const skill of ['reading', 'writing', 'speaking'])
      await required
        .getByLabel(f('skill').replace('{{language}}', language).replace('{{skill}}', f(skill)))
        .selectOption({ label: c('options.skill.good') });
  await required
    .getByRole('button', { name: c('rows.add').replace('{{list}}', c('rows.references')) })
    .click();
  const reference = required.getByRole('group', { name: c('rows.reference').replace('{{n}}', '1') });
  await reference.getByLabel(exactly(f('name'))).fill(p.reference[0]!);
  await reference.getByLabel(exactly(f('refPosition'))).fill(p.reference[1]!);
  await reference.getByLabel(exactly(f('workplace'))).fill(p.reference[2]!);
  await reference.getByLabel(exactly(f('phone'))).fill('0500000002');

  const attachments = region(page, c('sections.attachments'));
  const photo = { name: 'me.png', mimeType: 'image/png', buffer: pngBytes(120, 160) };
  await attachments.getByLabel(exactly(c('attachments.picture'))).setInputFiles(photo);
  for (const kind of ['certificate', 'cv', 'idPicture', 'ibanCertificate', 'nationalAddress'])
    await attachments
      .getByLabel(exactly(c(`attachments.${kind}`)))
      .setInputFiles({ name: `${kind}.pdf`, mimeType: 'application/pdf', buffer: PDF });
  await expect(attachments.getByText('cv.pdf')).toBeVisible();

  await sign(page, lang);
  const pledges = region(page, c('sections.pledges'));
  for (const pledge of ['truthful', 'verification', 'falseInformation', 'policies'])
    await pledges.getByLabel(c(`pledges.${pledge}`)).check();
}

/** Draws a signature with the mouse, as an applicant at a desk would. */
async function sign(page: Page, lang: Lang) {
  const pad = page.getByRole('img', { name: careersText(lang)('signature.label') });
  await pad.scrollIntoViewIfNeeded();
  // The pad is set up as the visitor nears it; a jump straight to it draws once it is ready.
  await expect(pad).not.toHaveAttribute('aria-busy', 'true');
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.6);
  await page.mouse.down();
  for (const [x, y] of [
    [0.3, 0.3],
    [0.4, 0.7],
    [0.55, 0.35],
    [0.7, 0.65],
  ] as const)
    await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 6 });
  await page.mouse.up();
}

export async function submitAndConfirm(page: Page, lang: Lang) {
  const c = careersText(lang);
  await page.getByRole('button', { name: c('form.submit') }).click();
  await expect(page.getByRole('heading', { name: c('done.title') })).toBeVisible();
  // The confirmation takes the long form's place: in view and focused, not the footer (issue 26).
  const done = page.getByRole('status', { name: c('done.note') });
  await expect(done).toBeFocused();
  await expect(done).toBeInViewport();
  const reference = (await page.getByTestId('application-reference').textContent())!.trim();
  expect(reference).toMatch(/^JA-[A-Z0-9]{8}$/);
  return reference;
}
