import { expect, expectAccessible, test, useLanguage } from './fixtures';
import { customerLogIn } from './customer-login';
import { minimalPdf } from './pdf';

const PDF = {
  name: 'id-copy.pdf',
  mimeType: 'application/pdf',
  buffer: minimalPdf(),
};

test.describe('customer forms in Arabic', () => {
  // The wrong phone this test types is refused with 400, and the address naming no form with 404;
  // the browser reports both on the console.
  test.use({ allowedConsoleErrors: [/status of 40[04]/] });

  test('login from a protected page, history in every status, fill and send a form with a file, sign out', async ({
    page,
  }) => {
    test.slow(); // the whole journey: login with a code, history, a form with a file, sign-out
    await useLanguage(page, 'ar');
    await page.goto('/formsHistory');
    await expect(page).toHaveURL(/\/login\?from=%2FformsHistory$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تسجيل الدخول إلى نماذجك');
    await expect(page.getByRole('banner')).toHaveCount(0); // no header on /login
    await expectAccessible(page);

    await page.getByRole('button', { name: 'إرسال الرمز' }).click();
    await expect(page.getByText('أدخل رقم الهوية.')).toBeVisible();
    await page.getByLabel('رقم الهوية أو الإقامة').fill('1000000008');
    await page.getByLabel('رقم الجوال').fill('0500000009');
    await page.getByRole('button', { name: 'إرسال الرمز' }).click();
    await expect(page.getByRole('main').getByText('رقم الهوية أو رقم الجوال غير صحيح.')).toBeVisible();

    await customerLogIn(page, 'ar', '١٠٠٠٠٠٠٠٠٨', '٠٥٠٠٠٠٠٠٠١');
    await expect(page).toHaveURL(/\/formsHistory$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('النماذج السابقة');
    for (const status of ['تم الإرسال', 'قيد المراجعة', 'مقبول', 'مرفوض']) {
      await expect(page.getByRole('main').getByText(status, { exact: true })).toBeVisible();
    }
    await expect(page.getByText(/السبب: The document was not readable/)).toBeVisible();
    await expectAccessible(page);

    // An address that names no form: "form not found", not "could not load, try again".
    await page.goto('/forms/nope/xyz');
    await expect(page.getByRole('main').getByText('لم يتم العثور على هذا النموذج.')).toBeVisible();
    await expect(page.getByRole('main').getByText('تعذر تحميل هذا النموذج.', { exact: false })).toHaveCount(
      0,
    );
    await page.goto('/formsHistory');

    await page.getByRole('link', { name: 'نماذج للتعبئة' }).click();
    await page.getByRole('link', { name: 'اختيار النموذج: تحديث بيانات العميل' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تحديث بيانات العميل');
    await page.getByRole('button', { name: 'إرسال النموذج' }).click();
    await expect(page.getByText('هذا الحقل مطلوب.').first()).toBeVisible();
    await page.getByLabel('المهنة').fill('مهندس');
    await page.getByLabel('الدخل الشهري (ريال)').fill('١٢٠٠٠');
    await page.getByLabel('تاريخ انتهاء الهوية').fill('2030-05-01');
    await page.getByLabel('الغرض الرئيسي من التحويلات').selectOption({ label: 'إعالة الأسرة' });
    await page.getByLabel('صورة الهوية').setInputFiles(PDF);
    await expect(page.getByText('الملف المختار: id-copy.pdf')).toBeVisible();
    await page.getByLabel('أقر بصحة البيانات أعلاه').check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'إرسال النموذج' }).click();

    await expect(page).toHaveURL(/\/formsHistory\/demoKyc0008$/);
    // The form sent is confirmed with its reference, in view and focused (issue 26).
    const sent = page.getByRole('main').getByRole('status', { name: 'تم إرسال النموذج.' });
    await expect(sent).toBeFocused();
    await expect(sent).toBeInViewport();
    await expect(sent).toContainText('demoKyc0008');
    await expect(page.getByText('تم الإرسال', { exact: true })).toBeVisible();
    await expect(page.getByText('مهندس')).toBeVisible();
    await expect(page.getByText('id-copy.pdf')).toBeVisible();
    await expect(page.getByText('لا يوجد ملف مرفق.')).toBeVisible();
    await page.getByRole('button', { name: 'رجوع' }).click();
    await expect(page).toHaveURL(/\/formsHistory$/);

    await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/forms');
    await expect(page).toHaveURL(/\/login\?from=%2Fforms$/);
  });
});

test.describe('customer forms in English', () => {
  // The submission refused with 401 is reported by the browser itself on the console.
  // The refusals this test provokes (no active forms: 403; the address naming no form: 404; the
  // ended session: 401) are reported by the browser itself on the console.
  test.use({ allowedConsoleErrors: [/status of 40[134]/] });

  test('no active forms; login; a session ended on the server shows the toast once and the login page', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    await page.goto('/login');
    await page.getByLabel('ID or iqama number').fill('1012345672');
    await page.getByLabel('Mobile number').fill('0500000003');
    await page.getByRole('button', { name: 'Send the code' }).click();
    await expect(page.getByRole('main').getByText('You have no forms to fill at the moment.')).toBeVisible();

    await customerLogIn(page, 'en', '2100000005', '500000002');
    await expect(page).toHaveURL(/\/forms$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forms to fill');

    // An address that names no form: "form not found", not "could not load, try again".
    await page.goto('/forms/nope/xyz');
    await expect(page.getByRole('main').getByText('This form was not found.')).toBeVisible();
    await expect(page.getByRole('main').getByText(/could not load/)).toHaveCount(0);
    await expectAccessible(page);
    await page.goto('/forms');
    await page.getByRole('link', { name: 'Select form: Customer information update' }).click();
    await expect(page.getByLabel('Occupation')).toBeVisible();
    await expectAccessible(page);

    // The session ends on the server (as after 30 idle minutes); the page does not know yet.
    const ended = await page.request.post('/api/auth/forms/signout', {
      headers: { origin: new URL(page.url()).origin },
    });
    expect(ended.ok()).toBe(true);
    await page.getByLabel('Occupation').fill('Accountant');
    await page.getByLabel('Monthly income (SAR)').fill('9000');
    await page.getByLabel('ID expiry date').fill('2031-01-31');
    await page.getByLabel('Main purpose of your transfers').selectOption({ label: 'Savings' });
    await page.getByLabel('Copy of your ID').setInputFiles(PDF);
    await page.getByLabel('I confirm the information above is correct').check();
    await page.getByRole('button', { name: 'Send the form' }).click();

    await expect(page).toHaveURL(/\/login$/);
    const toasts = page.getByRole('region', { name: 'Notifications' }).getByRole('alert');
    await expect(toasts.filter({ hasText: 'Your session has expired.' })).toHaveCount(1);
  });
});
