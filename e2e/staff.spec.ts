import { expect, expectAccessible, test, useLanguage } from './fixtures';
import { customerCancellation, pngBytes, runStamp, staffSignIn } from './staff-helpers';

/**
 * The back office end to end (issue 11, "Accepted when"): the rates officer changes a rate and the
 * public calculator shows it; the content editor publishes a news post with an image in three
 * languages and it appears on /; the operations officer completes a cancellation and the SMS is in
 * the dev outbox; the admin finds all three in the audit log. Once in Arabic, once in English.
 */
const CASES = [
  {
    language: 'ar' as const,
    branchId: 16,
    branch: 'نجران',
    buy: '3.741',
    sell: '3.771',
    transfer: '1000000016',
    nationalId: '1000000008',
    t: {
      rates: 'الأسعار',
      buy: 'شراء',
      sell: 'بيع',
      saved: /تم حفظ 1 سعر/,
      calculator: 'حاسبة العملات',
      branchButton: /^الفرع/,
      saleRate: 'سعر البيع: 1 USD = 3.771 ريال',
      posts: 'الأخبار',
      newPost: 'خبر جديد',
      title: 'العنوان',
      body: 'النص',
      langs: ['العربية', 'الإنجليزية', 'الأردية'],
      upload: /^رفع صورة/,
      save: 'حفظ',
      publish: 'نشر',
      news: 'الأخبار',
      requests: 'طلبات الحوالات',
      start: 'بدء العمل',
      complete: 'إنجاز',
      completed: 'منجز',
      audit: 'سجل التدقيق',
      record: 'نوع السجل',
      filter: 'تصفية',
      smsText: 'تم إنجازه',
    },
  },
  {
    language: 'en' as const,
    branchId: 17,
    branch: 'Yanbu',
    buy: '3.742',
    sell: '3.772',
    transfer: '2100000025',
    nationalId: '2100000005',
    t: {
      rates: 'Rates',
      buy: 'Buy',
      sell: 'Sell',
      saved: /1 rate\(s\) saved/,
      calculator: 'Currency calculator',
      branchButton: /^Branch/,
      saleRate: 'Sale rate: 1 USD = 3.772 SAR',
      posts: 'News posts',
      newPost: 'New post',
      title: 'Title',
      body: 'Text',
      langs: ['Arabic', 'English', 'Urdu'],
      upload: /^Upload an image/,
      save: 'Save',
      publish: 'Publish',
      news: 'News',
      requests: 'Remittance requests',
      start: 'Start work',
      complete: 'Complete',
      completed: 'Completed',
      audit: 'Audit log',
      record: 'Record type',
      filter: 'Filter',
      smsText: 'has been completed',
    },
  },
];

// Both languages sign in the same demo staff, and a TOTP code is refused when replayed within its
// 30-second step: the two cases run one after the other, never side by side.
test.describe.configure({ mode: 'serial' });

for (const c of CASES) {
  test(`staff back office in ${c.language}: rates, news, a cancellation, the audit log`, async ({ page }) => {
    test.setTimeout(240_000);
    await useLanguage(page, c.language);
    const t = c.t;

    // 1. The rates officer changes USD at one branch; the public calculator shows it.
    await staffSignIn(page, 'rates', c.language);
    await expect(page.locator('html')).toHaveAttribute('dir', c.language === 'ar' ? 'rtl' : 'ltr');
    await expectAccessible(page);
    await page.getByRole('navigation').getByRole('link', { name: t.rates }).click();
    await page
      .getByLabel(c.language === 'ar' ? 'الفرع' : 'Branch', { exact: true })
      .selectOption({ label: c.branch });
    await page.getByLabel(`USD ${t.buy}`).fill(c.buy);
    await page.getByLabel(`USD ${t.sell}`).fill(c.sell);
    await expectAccessible(page);
    await page.getByRole('button', { name: c.language === 'ar' ? 'حفظ USD' : 'Save USD' }).click();
    await expect(page.getByText(t.saved)).toBeVisible();
    await page.goto('/');
    const calc = page.getByRole('region', { name: t.calculator });
    await calc.getByRole('button', { name: t.branchButton }).click();
    await page.getByRole('listbox').getByRole('option', { name: c.branch }).click();
    await expect(calc.getByText(t.saleRate)).toBeVisible();

    // 2. The content editor publishes a news post with an image in three languages.
    await staffSignIn(page, 'content', c.language);
    await page.getByRole('navigation').getByRole('link', { name: t.posts }).click();
    await page.getByRole('button', { name: t.newPost }).click();
    // Each title in its own script's digits: the Arabic desk never shows Latin letters of this run
    // (the wording walk, staff-routes-wording.spec.ts, reads every desk in Arabic beside it).
    const at = Date.now();
    const titles = [
      `خبر الفرع ${runStamp('arabic', at)}`,
      `Branch news ${runStamp('latin', at)}`,
      `برانچ کی خبر ${runStamp('urdu', at)}`,
    ];
    for (const [i, lang] of t.langs.entries()) {
      await page.getByLabel(`${t.title} (${lang})`).fill(titles[i]!);
      await page.getByLabel(`${t.body} (${lang})`).fill(`${titles[i]} — ${lang}`);
    }
    await page
      .getByLabel(t.upload)
      .setInputFiles({ name: 'branch.png', mimeType: 'image/png', buffer: pngBytes() });
    await expect(
      page.getByLabel(c.language === 'ar' ? 'عنوان الصورة أو الفيديو' : 'Image or video address'),
    ).toHaveValue(/^\/api\/media\/.+\.webp$/);
    await expectAccessible(page);
    await page.getByRole('button', { name: t.save, exact: true }).click();
    const ownTitle = titles[c.language === 'ar' ? 0 : 1]!;
    const row = page.getByRole('row').filter({ hasText: ownTitle });
    await row.getByRole('button', { name: t.publish, exact: true }).click();
    await expect(
      row.getByRole('button', { name: c.language === 'ar' ? 'إلغاء النشر' : 'Unpublish' }),
    ).toBeVisible();
    await page.goto('/');
    await expect(
      page.getByRole('region', { name: t.news }).getByRole('link', { name: ownTitle }).first(),
    ).toBeAttached();

    // 3. A customer asks to cancel a transfer; the operations officer completes the request.
    const reference = await customerCancellation(page.request, c.transfer, c.nationalId);
    await staffSignIn(page, 'operations', c.language);
    await page.getByRole('navigation').getByRole('link', { name: t.requests }).click();
    await page.getByRole('button', { name: new RegExp(reference) }).click();
    await page.getByRole('button', { name: t.start }).click();
    await page.getByRole('button', { name: t.complete, exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: reference }).first()).toContainText(t.completed);
    await expect
      .poll(async () => {
        const res = await page.request.get(`/api/dev/outbox?subject=${reference}`);
        return ((await res.json()) as { text: string }[])[0]?.text ?? '';
      })
      .toContain(t.smsText);

    // 4. The admin finds all three actions in the audit log.
    await staffSignIn(page, 'admin', c.language);
    await page.getByRole('navigation').getByRole('link', { name: t.audit }).click();
    const log = page.getByRole('table');
    await expect(
      log
        .getByRole('row')
        .filter({ hasText: `exchange_rate ${c.branchId}:USD` })
        .filter({ hasText: 'rate.update' })
        .first(),
    ).toBeVisible();
    await expect(log.getByRole('row').filter({ hasText: 'post.publish' }).first()).toBeVisible();
    await expect(
      log
        .getByRole('row')
        .filter({ hasText: `remittance_request ${reference}` })
        .filter({ hasText: '"completed"' }),
    ).toBeVisible();
    await page.getByLabel(t.record).fill('remittance_request');
    await page.getByRole('button', { name: t.filter }).click();
    await expect(log.getByRole('row').filter({ hasText: 'rate.update' })).toHaveCount(0);
    await expectAccessible(page);
  });
}
