import { expect, expectAccessible, test, useLanguage } from './fixtures';
import { isoDaysAgo, lastCode, wrongCodeFor } from './remittance-helpers';

// Demo identities from the seed: 1000000008 (Arabic, transfers 10000000xx) and 2100000005
// (English, transfers 21000000xx). Each test uses its own transfer, so they run in parallel.

// The refusals these tests provoke (wrong pair, wrong code, invalid field) are logged by Chromium.
test.use({ allowedConsoleErrors: [/the server responded with a status of (400|409|429) /] });

test.describe('remittance services in Arabic', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'ar'));

  test('inquiry: a wrong code is refused, the right one shows the status and dates', async ({ page }) => {
    await page.goto('/inquiry');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الاستعلام عن حوالة');
    await expectAccessible(page);

    // Client-side validation first, translated beside the field.
    await page.getByLabel('رقم الحوالة أو رقم العملية').fill('123');
    await page.getByLabel('رقم هوية أو إقامة المرسل').fill('1000000009');
    await page.getByRole('button', { name: 'إرسال رمز التحقق' }).click();
    await expect(page.getByText('أدخل رقم حوالة من 10 أرقام أو رقم عملية من 14 رقمًا.')).toBeVisible();
    await expect(page.getByText('يبدو أن رقم الهوية مكتوب بشكل خاطئ، يرجى التحقق منه.')).toBeVisible();

    // A real pair that does not belong together.
    await page.getByLabel('رقم الحوالة أو رقم العملية').fill('1000000013');
    await page.getByLabel('رقم هوية أو إقامة المرسل').fill('2100000005');
    await page.getByRole('button', { name: 'إرسال رمز التحقق' }).click();
    await expect(
      page.getByRole('main').getByText('رقم الحوالة أو رقم الهوية غير صحيح، يرجى إعادة الإدخال.'),
    ).toBeVisible();

    // Arabic-Indic digits are accepted.
    await page.getByLabel('رقم هوية أو إقامة المرسل').fill('١٠٠٠٠٠٠٠٠٨');
    await page.getByRole('button', { name: 'إرسال رمز التحقق' }).click();
    const dialog = page.getByRole('dialog', { name: 'أدخل رمز التحقق' });
    await expect(dialog).toContainText('+966 5•• ••• 001');
    await expectAccessible(page);
    const code = await lastCode(page, 'inquiry:1000000013');
    await dialog.getByLabel('رمز التحقق').fill(wrongCodeFor(code));
    await dialog.getByRole('button', { name: 'تأكيد' }).click();
    await expect(dialog.getByText('رمز التحقق غير صحيح أو مفقود.')).toBeVisible();
    await dialog.getByLabel('رمز التحقق').fill(code);
    await dialog.getByRole('button', { name: 'تأكيد' }).click();

    await expect(page.getByRole('heading', { name: 'الحوالة 1000000013' })).toBeVisible();
    await expect(page.getByText('صُرفت للمستفيد')).toBeVisible();
    await expect(page.getByText('تاريخ الصرف')).toBeVisible();
    await expect(page.getByText('منى محمود حسن')).toBeVisible();
    await expectAccessible(page);
  });

  test('change of beneficiary name is stored with a reference', async ({ page }) => {
    await page.goto('/change-name');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByLabel('رقم الحوالة أو رقم العملية').fill('1000000011');
    await page.getByLabel('رقم هوية أو إقامة المرسل').fill('1000000008');
    await page.getByLabel('اسم المستفيد في الحوالة').fill('أحمد محمود حسن');
    await page.getByLabel('اسم المستفيد الصحيح (رباعي)').fill('أحمد محمود حسن');
    await page.getByLabel('جنسية المستفيد').fill('مصري');
    await page.getByLabel('رقم جوال المستفيد').fill('+201001234567');
    await page.getByLabel('تاريخ ميلاد المستفيد').fill('1990-05-01');
    // Echoed with the month's name: never read as mm/dd on an Arabic page.
    await expect(page.getByText('1 مايو 1990')).toBeVisible();
    await page.getByLabel('مكان ميلاد المستفيد').fill('القاهرة');
    await page.getByRole('button', { name: 'إرسال رمز التحقق' }).click();
    await expect(page.getByText('أدخل الاسم الرباعي كاملًا كما في الهوية الرسمية.')).toBeVisible();
    await expect(page.getByText('يرجى الموافقة على الإقرار.')).toBeVisible();
    await page.getByLabel('اسم المستفيد الصحيح (رباعي)').fill('أحمد محمود حسن علي');
    await page.getByLabel(/أقر بأن الاسم الجديد/).check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'إرسال رمز التحقق' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('رمز التحقق').fill(await lastCode(page, 'change-name:1000000011'));
    await dialog.getByRole('button', { name: 'تأكيد' }).click();
    await expect(page.getByRole('main').getByText('تم استلام طلبك.')).toBeVisible();
    await expect(page.getByText(/^CN[A-Z0-9]{8}$/)).toBeVisible();
  });

  test('cancellation with a bank refund checks the IBAN and the account holder', async ({ page }) => {
    await page.goto('/cancel');
    // Every error in one round: the transfer fields and the bank fields together.
    await page.getByLabel('تحويل بنكي إلى حسابي').check();
    await page.getByRole('button', { name: 'إرسال رمز التحقق' }).click();
    await expect(page.getByText('يرجى الموافقة على الإقرار.')).toBeVisible();
    // The reference, ID, reason, account holder, IBAN, its confirmation and the bank name.
    expect(await page.getByText('هذا الحقل مطلوب.').count()).toBeGreaterThanOrEqual(6);
    await page.getByLabel('رقم الحوالة أو رقم العملية').fill('1000000012');
    await page.getByLabel('رقم هوية أو إقامة المرسل').fill('1000000008');
    await page.getByLabel('سبب الإلغاء').fill('أرسلتها إلى شخص آخر بالخطأ.');
    await page.getByLabel('تحويل بنكي إلى حسابي').check();
    await page.getByLabel('اسم صاحب الحساب').fill('خالد سعد الدوسري');
    await page.getByLabel(/^رقم الآيبان/).fill('SA03 8000 0000 6080 1016 7519');
    await page.getByLabel('أعد إدخال رقم الآيبان').fill('SA0380000000608010167518');
    await page.getByLabel('اسم البنك').fill('مصرف الراجحي');
    await page.getByLabel(/أقر بأنني مرسل هذه الحوالة/).check();
    await page.getByRole('button', { name: 'إرسال رمز التحقق' }).click();
    await expect(page.getByText('رقما الآيبان غير متطابقين.')).toBeVisible();
    await page.getByLabel('أعد إدخال رقم الآيبان').fill('SA0380000000608010167519');
    await page.getByRole('button', { name: 'إرسال رمز التحقق' }).click();
    // Only the server knows the sender's name.
    await expect(page.getByText('يجب أن يكون صاحب الحساب هو مرسل الحوالة.')).toBeVisible();
    await page.getByLabel('اسم صاحب الحساب').fill('محمد عبدالله القحطاني');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'إرسال رمز التحقق' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('رمز التحقق').fill(await lastCode(page, 'cancel:1000000012'));
    await dialog.getByRole('button', { name: 'تأكيد' }).click();
    const reference = page.getByText(/^CX[A-Z0-9]{8}$/);
    await expect(reference).toBeVisible();
    // Focus moves to the answer when the dialog closes.
    await expect(page.locator(':focus')).toContainText('تم استلام طلبك.');
    const number = (await reference.textContent())!;

    // A second cancellation of the same transfer is refused, naming the one being processed.
    await page.getByRole('button', { name: 'تقديم طلب آخر' }).click();
    await page.getByLabel('رقم الحوالة أو رقم العملية').fill('1000000012');
    await page.getByLabel('رقم هوية أو إقامة المرسل').fill('1000000008');
    await page.getByLabel('سبب الإلغاء').fill('أرسلتها إلى شخص آخر بالخطأ.');
    await page.getByLabel('نقدًا من الفرع').check();
    await page.getByLabel(/أقر بأنني مرسل هذه الحوالة/).check();
    await page.getByRole('button', { name: 'إرسال رمز التحقق' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      `قيد المعالجة بالفعل (الرقم المرجعي ${number})`,
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('statement request gives a PDF of the chosen period and types', async ({ page }) => {
    await page.goto('/statement');
    await page.getByLabel('رقم الحوالة أو رقم العملية').fill('1000000014');
    await page.getByLabel('رقم هوية أو إقامة المرسل').fill('1000000008');
    await page.getByLabel('من تاريخ').fill(isoDaysAgo(90));
    await page.getByLabel('إلى تاريخ').fill(isoDaysAgo(0));
    await page.getByRole('button', { name: 'إرسال رمز التحقق' }).click();
    await expect(page.getByText('اختر نوعًا واحدًا على الأقل من الحركات.')).toBeVisible();
    await page.getByLabel('حوالة صادرة').check();
    await page.getByLabel('بيع عملات').check();
    await page.getByLabel('اسم المستفيد 1').fill('أحمد محمود حسن');
    await page.getByRole('button', { name: 'إضافة مستفيد' }).click();
    await page.getByLabel('اسم المستفيد 2').fill('منى محمود حسن');
    await page.getByLabel(/أقر بأنني العميل/).check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'إرسال رمز التحقق' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('رمز التحقق').fill(await lastCode(page, 'statement:1000000014'));
    await dialog.getByRole('button', { name: 'تأكيد' }).click();
    await expect(page.getByText(/^ST[A-Z0-9]{8}$/)).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'تنزيل كشف العمليات (PDF)' }).click();
    expect((await download).suggestedFilename()).toMatch(/^statement-ST[A-Z0-9]{8}\.pdf$/);
  });
});

test.describe('remittance services in English', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

  test('inquiry with a wrong then a right code', async ({ page }) => {
    await page.goto('/inquiry');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page.getByLabel('Transfer number or transaction number').fill('2100000021');
    await page.getByLabel("Sender's ID or iqama number").fill('2100000005');
    await page.getByRole('button', { name: 'Send verification code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter the verification code' });
    await expect(dialog).toContainText('+966 5•• ••• 002');
    await expect(dialog.getByText(/You can ask for a new code in \d+ seconds/)).toBeVisible();
    // Escape closes it; asking again within the minute reopens it for the code already sent.
    await expect(dialog.getByLabel('Verification code')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Send verification code' }).click();
    await expect(dialog).toBeVisible();
    const code = await lastCode(page, 'inquiry:2100000021');
    await dialog.getByLabel('Verification code').fill(wrongCodeFor(code));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText('The verification code is invalid or missing.')).toBeVisible();
    await dialog.getByLabel('Verification code').fill(code);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { name: 'Transfer 2100000021' })).toBeVisible();
    await expect(page.getByText('Sent', { exact: true })).toBeVisible();
    await expect(page.getByText('India')).toBeVisible();
    await expectAccessible(page);
  });

  test('change of beneficiary name', async ({ page }) => {
    await page.goto('/change-name');
    await page.getByLabel('Transfer number or transaction number').fill('2100000022');
    await page.getByLabel("Sender's ID or iqama number").fill('2100000005');
    await page.getByLabel('Beneficiary name on the transfer').fill('Suresh Sharma');
    await page.getByLabel('Correct beneficiary name (four parts)').fill('Suresh Kumar Ram Sharma');
    await page.getByLabel("Beneficiary's nationality").fill('Indian');
    await page.getByLabel("Beneficiary's mobile number").fill('+91 98765 43210');
    await page.getByLabel("Beneficiary's date of birth").fill('1985-02-14');
    await page.getByLabel("Beneficiary's place of birth").fill('Jaipur');
    await page.getByLabel(/I declare that the new name/).check();
    await page.getByRole('button', { name: 'Send verification code' }).click();
    await expect(page.getByText('This is not the beneficiary name on the transfer.')).toBeVisible();
    await page.getByLabel('Beneficiary name on the transfer').fill('Suresh Kumar Sharma');
    await page.getByRole('button', { name: 'Send verification code' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Verification code').fill(await lastCode(page, 'change-name:2100000022'));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('main').getByText('Your request has been received.')).toBeVisible();
    await expect(page.getByText(/^CN[A-Z0-9]{8}$/)).toBeVisible();
    await expectAccessible(page);
  });

  test('cancellation with cash at a branch', async ({ page }) => {
    await page.goto('/cancel');
    await page.getByLabel('Transfer number or transaction number').fill('2100000023');
    await page.getByLabel("Sender's ID or iqama number").fill('2100000005');
    await page.getByLabel('Reason for cancellation').fill('Wrong <amount>');
    await page.getByLabel('Cash at a branch').check();
    await page.getByLabel(/I declare that I am the sender/).check();
    await page.getByRole('button', { name: 'Send verification code' }).click();
    await expect(
      page.getByText('Use letters, digits and ordinary punctuation only, without symbols.'),
    ).toBeVisible();
    await page.getByLabel('Reason for cancellation').fill('I sent the wrong amount.');
    await expect(page.getByLabel(/^IBAN/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Send verification code' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Verification code').fill(await lastCode(page, 'cancel:2100000023'));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(/^CX[A-Z0-9]{8}$/)).toBeVisible();
  });

  test('statement request and PDF', async ({ page }) => {
    await page.goto('/statement');
    await page.getByLabel('Transfer number or transaction number').fill('2100000024');
    await page.getByLabel("Sender's ID or iqama number").fill('2100000005');
    await page.getByLabel('From').fill(isoDaysAgo(60));
    await page.getByLabel(/^To\b/).fill(isoDaysAgo(0));
    await page.getByLabel('Outgoing transfer').check();
    await page.getByLabel('Beneficiary 1 name').fill('Anita Sharma');
    await page.getByLabel(/I declare that I am the customer/).check();
    await page.getByRole('button', { name: 'Send verification code' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Verification code').fill(await lastCode(page, 'statement:2100000024'));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download the statement (PDF)' }).click();
    expect((await download).suggestedFilename()).toMatch(/^statement-ST[A-Z0-9]{8}\.pdf$/);
    await expectAccessible(page);
  });
});
