import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, useLanguage } from './fixtures';
import { customerLogIn } from './customer-login';
import { runStamp, staffSignIn } from './staff-helpers';
import { minimalPdf } from './pdf';

/**
 * The forms desk end to end (issue 13): a forms officer defines a form (seeing the customer's view
 * live), gives it to a customer by pasting the ID, the customer logs in and sends it with a file,
 * the officer approves it and attaches a result file, and the customer sees it approved and
 * downloads the result. The staff and the customer each keep their own cookie in one browser.
 */
const pdf = (name: string, text: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: minimalPdf(text),
});

const CASES = [
  {
    language: 'ar' as const,
    customer: {
      id: '1100000007',
      typedId: '١١٠٠٠٠٠٠٠٧',
      phone: '0500000005',
      name: 'Salman Nasser Al-Ghamdi',
    },
    t: {
      definitions: 'تعريفات النماذج',
      submissions: 'النماذج المرسلة',
      newForm: 'نموذج جديد',
      formCode: 'رمز النموذج',
      title: (lang: string) => `العنوان (${lang})`,
      languages: ['العربية', 'الإنجليزية', 'الأردية'],
      field: (n: number) => `الحقل ${n}`,
      fieldCode: 'رمز الحقل',
      fieldType: 'النوع',
      label: (lang: string) => `التسمية (${lang})`,
      addField: 'إضافة حقل',
      preview: 'معاينة',
      previewOf: (lang: string) => `ما يراه العميل (${lang})`,
      save: 'حفظ',
      assign: (title: string) => `إسناد «${title}» إلى العملاء`,
      ids: 'أرقام الهوية',
      assignSubmit: 'إسناد النموذج',
      assigned: 'أُسند النموذج إلى 1 من العملاء.',
      select: (title: string) => `اختيار النموذج: ${title}`,
      sendForm: 'إرسال النموذج',
      submitted: 'تم الإرسال',
      search: 'هوية العميل أو اسمه',
      approve: 'قبول',
      approved: 'مقبول',
      resultFile: 'ملف النتيجة للعميل (PDF أو PNG أو JPG، بحد أقصى 2 ميجابايت)',
      attach: 'إرفاق ملف النتيجة',
      attached: 'أُرفق ملف النتيجة.',
      download: (name: string) => `تنزيل ملف النتيجة: ${name}`,
      result: 'النتيجة من الواحة',
      submittedOn: /^أُرسل في /,
    },
  },
  {
    language: 'en' as const,
    customer: { id: '2100000013', typedId: '2100000013', phone: '500000006', name: 'Maria Santos Cruz' },
    t: {
      definitions: 'Form definitions',
      submissions: 'Form submissions',
      newForm: 'New form',
      formCode: 'Form code',
      title: (lang: string) => `Title (${lang})`,
      languages: ['Arabic', 'English', 'Urdu'],
      field: (n: number) => `Field ${n}`,
      fieldCode: 'Field code',
      fieldType: 'Type',
      label: (lang: string) => `Label (${lang})`,
      addField: 'Add a field',
      preview: 'Preview',
      previewOf: (lang: string) => `Customer’s view (${lang})`,
      save: 'Save',
      assign: (title: string) => `Give “${title}” to customers`,
      ids: 'National IDs',
      assignSubmit: 'Give the form',
      assigned: 'Given to 1 customers.',
      select: (title: string) => `Select form: ${title}`,
      sendForm: 'Send the form',
      submitted: 'Submitted',
      search: 'Customer’s ID or name',
      approve: 'Approve',
      approved: 'Approved',
      resultFile: 'Result file for the customer (PDF, PNG or JPG, at most 2 MB)',
      attach: 'Attach the result file',
      attached: 'The result file was attached.',
      download: (name: string) => `Download the result file: ${name}`,
      result: 'Result from Al-Waha',
      submittedOn: /^Submitted on /,
    },
  },
];

// One officer signs in for both languages; a TOTP code is accepted once, so they run one after the other.
test.describe.configure({ mode: 'serial' });

for (const { language, customer, t } of CASES) {
  test(`forms desk in ${language}: define, give, review with a result file; the customer downloads it`, async ({
    page,
  }) => {
    test.slow(); // a staff sign-in, a customer login with a code, two uploads
    await useLanguage(page, language);
    const at = Date.now();
    const code = `e2e-${language}-${at.toString(36)}`;
    const titles = {
      ar: `إثبات العنوان ${runStamp('arabic', at)}`,
      en: `Proof of address ${runStamp('latin', at)}`,
      ur: `پتے کا ثبوت ${runStamp('urdu', at)}`,
    };
    const title = titles[language];

    await staffSignIn(page, 'reviewer', language);
    await page.getByRole('navigation').getByRole('link', { name: t.definitions }).click();
    await page.getByRole('button', { name: t.newForm }).click();
    await page.getByLabel(t.formCode).fill(code);
    for (const [index, lang] of (['ar', 'en', 'ur'] as const).entries()) {
      await page.getByLabel(t.title(t.languages[index]!)).fill(titles[lang]);
    }
    await defineField(page, t, 1, 'city', 'text', ['المدينة', 'City', 'شہر']);
    await page.getByRole('button', { name: t.addField }).click();
    await defineField(page, t, 2, 'proof', 'file', ['مستند العنوان', 'Address document', 'پتے کی دستاویز']);
    await page.getByRole('button', { name: t.preview }).click();
    const englishView = page.getByRole('article', { name: t.previewOf(t.languages[1]!) });
    await expect(englishView.getByRole('heading', { name: titles.en })).toBeVisible();
    await expect(englishView.getByLabel('Address document')).toBeVisible();
    // The preview follows what is typed.
    await page
      .getByRole('group', { name: t.field(1) })
      .getByLabel(t.label(t.languages[1]!))
      .fill('Town');
    await expect(englishView.getByLabel('Town')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByRole('cell', { name: title, exact: true })).toBeVisible();

    await page.getByRole('button', { name: t.assign(title) }).click();
    await page.getByLabel(t.ids).fill(`${customer.typedId}\n`);
    await page.getByRole('button', { name: t.assignSubmit }).click();
    await expect(page.getByText(t.assigned)).toBeVisible();

    // The customer, in the same browser: logs in with the code sent to the phone on record.
    await page.goto('/login');
    await customerLogIn(page, language, customer.id, customer.phone);
    await page.getByRole('link', { name: t.select(title) }).click();
    await page.getByLabel(language === 'ar' ? 'المدينة' : 'Town').fill(language === 'ar' ? 'جدة' : 'Jeddah');
    await page
      .getByLabel(language === 'ar' ? 'مستند العنوان' : 'Address document')
      .setInputFiles(pdf('lease.pdf', 'lease'));
    await page.getByRole('button', { name: t.sendForm }).click();
    await expect(page).toHaveURL(/\/formsHistory\/[A-Za-z0-9_-]+$/);
    const historyUrl = page.url();
    await expect(page.getByText(t.submitted, { exact: true })).toBeVisible();

    // The officer reviews it: the file, approval (SMS), and the result file.
    await page.goto('/staff/form-submissions');
    await page.getByLabel(t.search).fill(customer.id);
    await page.getByRole('button', { name: customer.name }).click();
    const downloaded = page.waitForEvent('download');
    await page.getByRole('link', { name: `${language === 'ar' ? 'تنزيل' : 'Download'} lease.pdf` }).click();
    expect((await downloaded).suggestedFilename()).toBe('lease.pdf');
    await page.getByRole('button', { name: t.approve, exact: true }).click();
    await expect(page.getByRole('cell', { name: t.approved })).toBeVisible();
    await page.getByLabel(t.resultFile).setInputFiles(pdf('decision.pdf', 'approved'));
    await page.getByRole('button', { name: t.attach }).click();
    await expect(page.getByText(t.attached)).toBeVisible();
    await expectAccessible(page);

    // The customer sees it approved and downloads the result.
    await page.goto(historyUrl);
    await expect(page.getByText(t.approved, { exact: true })).toBeVisible();
    // The customer's date is when they sent it; the file is the company's result, not their upload.
    await expect(page.getByRole('main').getByText(t.submittedOn)).toBeVisible();
    const resultSection = page.getByRole('region', { name: t.result });
    await expect(resultSection.getByRole('heading', { level: 2 })).toHaveText(t.result);
    const result = page.waitForEvent('download');
    await resultSection.getByRole('button', { name: t.download('decision.pdf') }).click();
    const file = await result;
    expect(file.suggestedFilename()).toBe('decision.pdf');
    const bytes = await readAll(await file.createReadStream());
    expect(bytes.toString('latin1')).toContain('% approved');
  });
}

async function defineField(
  page: Page,
  t: (typeof CASES)[number]['t'],
  n: number,
  id: string,
  type: 'text' | 'file',
  labels: string[],
) {
  const group = page.getByRole('group', { name: t.field(n) });
  await group.getByLabel(t.fieldCode).fill(id);
  await group.getByLabel(t.fieldType).selectOption(type);
  for (const [index, label] of labels.entries()) {
    await group.getByLabel(t.label(t.languages[index]!)).fill(label);
  }
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
