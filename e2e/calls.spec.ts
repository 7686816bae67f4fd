import { expect, expectAccessible, test, useLanguage } from './fixtures';
import { staffSignIn } from './staff-helpers';

// The refusals these tests provoke are logged by Chromium as failed resource loads.
test.use({ allowedConsoleErrors: [/the server responded with a status of (400|429) /] });
// Both languages sign the same support officer in; a TOTP code is refused when replayed in its step.
test.describe.configure({ mode: 'serial' });

const CASES = [
  {
    language: 'ar' as const,
    // Typed on an Arabic keyboard: Arabic-Indic digits.
    phone: (n: string) => n.replace(/[0-9]/g, (d) => String.fromCharCode(0x0660 + Number(d))),
    t: {
      title: 'طلب اتصال',
      name: 'الاسم الكامل',
      phone: 'رقم الجوال',
      english: 'الإنجليزية',
      details: 'كيف يمكننا مساعدتك؟',
      submit: 'اطلب اتصالًا',
      fixErrors: 'يرجى تصحيح الأخطاء في النموذج ثم إرساله مرة أخرى.',
      sent: 'شكرًا لك. استلمنا طلبك وسنتصل بك قريبًا.',
      another: 'طلب اتصال آخر',
      hour: /لقد أرسلت طلب اتصال خلال الساعة الماضية/,
      rateTitle: 'قيّم زيارتك للفرع',
      branch: 'الفرع',
      branchName: /المطار/,
      professionalism: 'ما مدى احترافية الموظف الذي خدمك؟',
      expectations: 'هل لبّت الخدمة توقعاتك؟',
      cleanliness: 'ما مدى نظافة الفرع وتنظيمه؟',
      happy: 'راضٍ',
      veryHappy: 'راضٍ جدًا',
      comment: 'تعليق (اختياري)',
      send: 'إرسال',
      answerAll: 'يرجى الإجابة عن كل سؤال ثم الإرسال مرة أخرى.',
      thanks: 'شكرًا لتقييمك. نقرأ كل إجابة.',
      close: 'إغلاق',
      calls: 'طلبات الاتصال',
      done: 'مكتمل',
      ratings: 'تقييمات الفروع',
      posterBranch: 'ملصق الفرع',
      qr: 'رمز QR لصفحة تقييم',
    },
  },
  {
    language: 'en' as const,
    phone: (n: string) => n,
    t: {
      title: 'Request a call',
      name: 'Full name',
      phone: 'Mobile number',
      english: 'English',
      details: 'How can we help?',
      submit: 'Request a call',
      fixErrors: 'Please fix the errors in the form, then send it again.',
      sent: 'Thank you. We have received your request and will call you soon.',
      another: 'Request another call',
      hour: /You have already asked for a call in the last hour/,
      rateTitle: 'Rate your branch visit',
      branch: 'Branch',
      branchName: /Airport/,
      professionalism: 'How professional was the employee who served you?',
      expectations: 'Did the service meet your expectations?',
      cleanliness: 'How clean and organised was the branch?',
      happy: 'Happy',
      veryHappy: 'Very happy',
      comment: 'Comment (optional)',
      send: 'Send',
      answerAll: 'Please answer every question, then send again.',
      thanks: 'Thank you for your rating. We read every answer.',
      close: 'Close',
      calls: 'Call requests',
      done: 'Done',
      ratings: 'Branch ratings',
      posterBranch: 'Poster for branch',
      qr: 'QR code of the rating page of',
    },
  },
];

for (const c of CASES) {
  test(`in ${c.language}: request a call twice, rate a branch, and support sees both`, async ({ page }) => {
    test.setTimeout(180_000);
    const { t } = c;
    const stamp = Date.now().toString().slice(-8);
    const mobile = `05${stamp}`;
    const customer = c.language === 'ar' ? `عميل اختبار ${c.language}` : `Test Customer ${c.language}`;
    await useLanguage(page, c.language);

    // 1. The call request: errors first, then sent, then the same phone again within the hour.
    await page.goto('/call-request');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByText(t.fixErrors)).toBeVisible();
    await page.getByLabel(t.name).fill(customer);
    await page.getByLabel(t.phone).fill(c.phone(mobile));
    await page.getByRole('radio', { name: t.english }).check();
    await page.getByLabel(t.details).fill(`${stamp}: about a transfer to Egypt`);
    await expectAccessible(page);
    await page.getByRole('button', { name: t.submit }).click();
    // The confirmation takes the form's place, in view and focused (issue 26).
    const sent = page.getByRole('main').getByRole('status', { name: t.sent });
    await expect(sent).toBeFocused();
    await expect(sent).toBeInViewport();
    await page.getByRole('button', { name: t.another }).click();
    await page.getByLabel(t.name).fill(customer);
    await page.getByLabel(t.phone).fill(mobile);
    await page.getByLabel(t.details).fill('Again, please');
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('main').getByRole('alert').filter({ hasText: t.hour })).toBeVisible();
    await expectAccessible(page);

    // 2. The branch rating from a poster's link: the branch is chosen already.
    await page.goto('/rate?branch=15');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.rateTitle);
    await expect(page.getByLabel(t.branch)).toHaveValue('15');
    await expect(page.getByLabel(t.branch).locator('option:checked')).toHaveText(t.branchName);
    await page
      .getByRole('group', { name: t.professionalism })
      .getByText(t.veryHappy, { exact: true })
      .click();
    await page.getByRole('main').getByRole('button', { name: t.send, exact: true }).click();
    await expect(page.getByText(t.answerAll)).toBeVisible();
    await page.getByRole('group', { name: t.expectations }).getByText(t.happy, { exact: true }).click();
    await page.getByRole('group', { name: t.cleanliness }).getByText(t.veryHappy, { exact: true }).click();
    await page.getByLabel(t.comment).fill(`${stamp} <b>very</b> clean`);
    await expectAccessible(page);
    await page.getByRole('main').getByRole('button', { name: t.send, exact: true }).click();
    const thanks = page.getByRole('main').getByRole('status', { name: t.thanks });
    await expect(thanks).toBeFocused();
    await expect(thanks).toBeInViewport();
    await page.getByRole('link', { name: t.close }).click();
    await expect(page).toHaveURL(/\/$/);

    // 3. The support officer: the call in the queue (marked done), the rating in the figures.
    await staffSignIn(page, 'callbacks', c.language);
    await page.getByRole('navigation').getByRole('link', { name: t.calls }).click();
    // The queue is a table: the customer's row, opened to record the outcome.
    const call = page.getByRole('row').filter({ hasText: customer });
    await expect(call).toHaveCount(1);
    await expect(call.getByText(`+966${mobile.slice(1)}`)).toBeVisible();
    await call.getByRole('button', { name: customer }).click();
    await expectAccessible(page);
    await page
      .getByRole('group', { name: new RegExp(customer) })
      .getByRole('button', { name: t.done })
      .click();
    await expect(page.getByRole('row').filter({ hasText: customer })).toHaveCount(0);

    await page.getByRole('navigation').getByRole('link', { name: t.ratings }).click();
    await page.getByLabel(t.branch, { exact: true }).selectOption('15');
    await expect(page.getByRole('row').filter({ hasText: t.branchName })).toBeVisible();
    await expect(page.getByText(`${stamp} <b>very</b> clean`)).toBeVisible();
    await page.getByLabel(t.posterBranch).selectOption('15');
    const qr = page.getByRole('img', { name: new RegExp(t.qr) });
    await expect(qr).toBeVisible();
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectAccessible(page);
  });
}
