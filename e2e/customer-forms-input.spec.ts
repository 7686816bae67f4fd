import { customerLogIn } from './customer-login';
import { seedFormsCustomer } from './customer-forms-seed';
import { expect, expectAccessible, test, useLanguage } from './fixtures';
import { minimalPdf } from './pdf';

/**
 * Issue 26 in the customer forms: numbers with thousands separators, a date picked from a calendar
 * in the page's language, a wrong file type named as such, focus on the page's heading after the
 * sign-in, and the history of a customer who has nothing left to fill.
 */
const CASES = [
  {
    language: 'ar' as const,
    t: {
      listTitle: 'نماذج للتعبئة',
      select: 'اختيار النموذج: تحديث بيانات العميل',
      occupation: 'المهنة',
      income: 'الدخل الشهري (ريال)',
      expiry: 'تاريخ انتهاء الهوية',
      purpose: 'الغرض الرئيسي من التحويلات',
      purposeOption: 'إعالة الأسرة',
      idCopy: 'صورة الهوية',
      confirm: 'أقر بصحة البيانات أعلاه',
      send: 'إرسال النموذج',
      sent: 'تم إرسال النموذج.',
      grouping: 'فواصل الآلاف في غير موضعها: ضع فاصلة كل ثلاثة أرقام (6,500) أو اكتب الرقم بدونها (6500).',
      fileType: 'نوع الملف غير مقبول. استخدم PDF أو PNG أو JPG.',
      required: 'هذا الحقل مطلوب.',
      income6500: '٦٬٥٠٠',
      submittedOn: /^أُرسل في /,
      pick: 'اختر تاريخًا من التقويم: تاريخ انتهاء الهوية',
      calendar: 'التقويم: تاريخ انتهاء الهوية',
      year: 'السنة',
      month: 'الشهر',
      may: 'مايو',
      // The day's full name as the page's language writes it (Intl, Latin digits as the whole site).
      dayOne: /(^|\s)1 مايو 2030/,
    },
  },
  {
    language: 'en' as const,
    t: {
      listTitle: 'Forms to fill',
      select: 'Select form: Customer information update',
      occupation: 'Occupation',
      income: 'Monthly income (SAR)',
      expiry: 'ID expiry date',
      purpose: 'Main purpose of your transfers',
      purposeOption: 'Family support',
      idCopy: 'Copy of your ID',
      confirm: 'I confirm the information above is correct',
      send: 'Send the form',
      sent: 'Your form has been sent.',
      grouping:
        'The thousands separators are misplaced: put one every three digits (6,500) or leave them out (6500).',
      fileType: 'This file type is not accepted. Use PDF, PNG or JPG.',
      required: 'This field is required.',
      income6500: '6,500',
      submittedOn: /^Submitted on /,
      pick: 'Choose a date from the calendar: ID expiry date',
      calendar: 'Calendar: ID expiry date',
      year: 'Year',
      month: 'Month',
      may: 'May',
      dayOne: /May 1, 2030/,
    },
  },
];

const TEXT_FILE = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an ID\n') };
const PDF = { name: 'id-copy.pdf', mimeType: 'application/pdf', buffer: minimalPdf() };

for (const { language, t } of CASES) {
  test(`customer form in ${language}: focus after sign-in, 6,500, a calendar, a .txt named as such`, async ({
    page,
  }) => {
    test.slow(); // a login with a code, a form with a file, a calendar
    const me = seedFormsCustomer(language);
    await useLanguage(page, language);
    await page.goto('/login');
    await customerLogIn(page, language, me.nationalId, me.phone);
    await expect(page).toHaveURL(/\/forms$/);
    // Focus follows the customer to where they landed, announced by the heading (issue 26).
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(t.listTitle);
    await expect(heading).toBeFocused();

    await page.getByRole('link', { name: t.select }).click();
    await page.getByLabel(t.occupation).fill('Engineer');
    await page.getByLabel(t.income).fill('6,50,0');
    await page.getByLabel(t.purpose).selectOption({ label: t.purposeOption });
    await page.getByLabel(t.confirm).check();

    // The calendar: opened by its button, in the page's language and direction, axe-clean;
    // Escape closes it and gives focus back to the button.
    const pick = page.getByRole('button', { name: t.pick });
    const calendar = page.getByRole('dialog', { name: t.calendar });
    await pick.click();
    await expect(calendar).toBeVisible();
    await expect(calendar).toHaveAttribute('dir', language === 'en' ? 'ltr' : 'rtl');
    await expect(calendar.locator(':focus')).toHaveCount(1); // focus is in the calendar (today)
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();
    await expect(pick).toBeFocused();
    if (language === 'ar') {
      await pick.click();
      await calendar.getByRole('combobox', { name: t.year }).selectOption('2030');
      await calendar.getByRole('combobox', { name: t.month }).selectOption({ label: t.may });
      await calendar.getByRole('button', { name: t.dayOne }).click();
      await expect(calendar).toBeHidden();
      await expect(page.getByLabel(t.expiry)).toHaveValue('2030-05-01');
      await expect(pick).toBeFocused();
    } else {
      // Typing still works beside the calendar.
      await page.getByLabel(t.expiry).fill('2030-05-01');
    }

    // A .txt for the ID copy says which types are taken, and still does after "send".
    await page.getByLabel(t.idCopy).setInputFiles(TEXT_FILE);
    const main = page.getByRole('main');
    await expect(main.getByText(t.fileType)).toBeVisible();
    await page.getByRole('button', { name: t.send }).click();
    await expect(main.getByText(t.grouping)).toBeVisible();
    await expect(main.getByText(t.fileType)).toBeVisible();
    await expect(main.getByText(t.required)).toHaveCount(0);
    await expectAccessible(page);

    // As people type amounts: 6,500 or ٦٬٥٠٠.
    await page.getByLabel(t.income).fill(t.income6500);
    await page.getByLabel(t.idCopy).setInputFiles(PDF);
    await page.getByRole('button', { name: t.send }).click();
    await expect(page).toHaveURL(new RegExp(`/formsHistory/${me.kyc}$`));
    await expect(main.getByRole('status', { name: t.sent })).toBeFocused();
    await expect(main.getByText('6500', { exact: true })).toBeVisible();
    await expect(main.getByText('2030-05-01', { exact: true })).toBeVisible();
    await expect(main.getByText(t.submittedOn)).toBeVisible();
  });
}

test('a customer whose forms are all decided logs in and reads the history', async ({ page }) => {
  const me = seedFormsCustomer('decided');
  await useLanguage(page, 'en');
  await page.goto('/login');
  await customerLogIn(page, 'en', me.nationalId, me.phone);
  await expect(page).toHaveURL(/\/forms$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  const main = page.getByRole('main');
  await expect(main.getByText('You have no forms to fill at the moment.')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Your forms' })
    .getByRole('link', { name: 'Previous forms' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Previous forms');
  await expect(main.getByText('Approved', { exact: true })).toBeVisible();
  await expect(main.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(main.getByText(/^Submitted on /)).toHaveCount(2);
  await expectAccessible(page);
});
