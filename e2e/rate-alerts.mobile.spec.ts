import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, useLanguage } from './fixtures';
import { lastCode } from './remittance-helpers';
import { staffSignIn } from './staff-helpers';

/**
 * Issue 25's alerts at 375 px, in Arabic, English and Urdu: from the rate board to a currency's
 * history, a range and its table, an alert set with the code from the dev outbox, a rates officer
 * (90024) moving the rate across the target, one SMS in the visitor's language, stopped by its link.
 * Each language watches its own currency at branch 19, so the other specs' USD counts stay true.
 */
const CASES = [
  {
    language: 'ar',
    currency: 'EGP',
    history: 'سجل EGP',
    range: '7 أيام',
    caption: 'كل تغيير في السعر خلال هذه الفترة، الأحدث أولًا',
    form: 'تنبيه برسالة نصية عن هذا السعر',
    target: 'السعر المستهدف',
    phone: 'رقم الجوال',
    consent: 'أوافق على حفظ رقم جوالي',
    submit: 'أرسلوا لي رمزًا',
    dialog: 'أدخل رمز التحقق',
    code: 'رمز التحقق',
    confirm: 'تأكيد',
    created: 'تم إنشاء التنبيه',
    smsWord: 'انتهى هذا التنبيه',
    stop: 'أوقف هذا التنبيه',
    ended: 'انتهى هذا التنبيه من قبل',
    dir: 'rtl',
  },
  {
    language: 'en',
    currency: 'PHP',
    history: 'PHP history',
    range: '7 days',
    caption: 'Every rate change in this period, newest first',
    form: 'Get an SMS about this rate',
    target: 'Target rate',
    phone: 'Mobile number',
    consent: 'I agree that my mobile number',
    submit: 'Send me a code',
    dialog: 'Enter the verification code',
    code: 'Verification code',
    confirm: 'Confirm',
    created: 'Your alert is set',
    smsWord: 'This alert has ended',
    stop: 'Stop this alert',
    ended: 'This alert has already ended',
    dir: 'ltr',
  },
  {
    language: 'ur',
    currency: 'BDT',
    history: 'BDT کی تاریخ',
    range: '7 دن',
    caption: 'اس مدت میں ریٹ کی ہر تبدیلی، تازہ ترین پہلے',
    form: 'اس ریٹ کے بارے میں SMS حاصل کریں',
    target: 'ہدف ریٹ',
    phone: 'موبائل نمبر',
    consent: 'میں متفق ہوں کہ میرا موبائل نمبر',
    submit: 'مجھے کوڈ بھیجیں',
    dialog: 'تصدیقی کوڈ درج کریں',
    code: 'تصدیقی کوڈ',
    confirm: 'تصدیق کریں',
    created: 'آپ کا الرٹ بن گیا',
    smsWord: 'یہ الرٹ ختم ہو گیا',
    stop: 'یہ الرٹ بند کریں',
    ended: 'یہ الرٹ پہلے ہی ختم ہو چکا ہے',
    dir: 'rtl',
  },
] as const;

const BRANCH = 19;

test.use({ viewport: { width: 375, height: 800 } });
test.setTimeout(180_000);
// One worker for the three: they sign in the same officer, and a TOTP code is accepted once.
test.describe.configure({ mode: 'serial' });

async function currentRate(page: Page, currency: string) {
  const res = await page.request.get(`/api/staff/rates/${BRANCH}`);
  const items = (await res.json()).items as {
    currency: string;
    ratePurchase: string;
    rateSale: string;
    popr: string;
  }[];
  return items.find((r) => r.currency === currency)!;
}

/** The alert SMS (not codes) the console adapter kept for a phone, newest first. */
async function alertSms(page: Page, phone: string) {
  const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(phone)}`);
  return ((await res.json()) as { purpose: string; code: string; text: string }[]).filter(
    (m) => m.purpose === 'rate-alert' && m.code === '',
  );
}

for (const c of CASES) {
  test(`${c.language} at 375 px: history from the board, an alert by code, one SMS on a crossing, stopped by its link`, async ({
    page,
    browser,
  }) => {
    await useLanguage(page, c.language);
    await page.goto('/rates');
    await expect(page.locator('html')).toHaveAttribute('dir', c.dir);
    await page.getByRole('link', { name: c.history }).click({ timeout: 15_000 });
    await expect(page).toHaveURL(new RegExp(`/rates/history\\?branch=${BRANCH}&currency=${c.currency}$`));
    await page.getByRole('link', { name: c.range }).click();
    const rows = page
      .getByRole('table', { name: c.caption })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') });
    await expect(rows).toHaveCount(8);

    // The rates officer, in a browser of their own, reads the current rate.
    const staffContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const desk = await staffContext.newPage();
    // A new browser: the staff app starts in Arabic.
    await staffSignIn(desk, 'ratedesk', 'ar');
    const rate = await currentRate(desk, c.currency);
    const target = (Number(rate.rateSale) * 1.01).toFixed(4);

    const local = `5${String(Date.now()).slice(-8)}`;
    const form = page.getByRole('region', { name: c.form });
    await form.getByRole('textbox', { name: c.target, exact: true }).fill(target);
    await form.getByRole('textbox', { name: c.phone, exact: true }).fill(`0${local}`);
    await form.getByLabel(c.consent).check();
    await expectAccessible(page);
    await form.getByRole('button', { name: c.submit }).click();
    const dialog = page.getByRole('dialog', { name: c.dialog });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(c.code).fill(await lastCode(page, `alert:+966${local}`));
    await dialog.getByRole('button', { name: c.confirm }).click();
    await expect(page.getByText(c.created)).toBeVisible();

    // Across the target: one SMS in the visitor's language.
    const newSell = (Number(rate.rateSale) * 1.02).toFixed(4);
    const put = await desk.request.put(`/api/staff/rates/${BRANCH}`, {
      headers: { origin: new URL(desk.url()).origin },
      data: {
        rates: [
          { currency: c.currency, ratePurchase: rate.ratePurchase, rateSale: newSell, popr: rate.popr },
        ],
        confirmLargeChange: true,
      },
    });
    expect(put.status()).toBe(200);
    await expect.poll(async () => (await alertSms(page, `+966${local}`)).length).toBe(1);
    const [sms] = await alertSms(page, `+966${local}`);
    expect(sms!.text).toContain(c.smsWord);
    expect(sms!.text).toContain(Number(newSell).toString().slice(0, 4));
    // Back to where it was: the alert has ended, nothing more.
    await desk.request.put(`/api/staff/rates/${BRANCH}`, {
      headers: { origin: new URL(desk.url()).origin },
      data: {
        rates: [
          { currency: c.currency, ratePurchase: rate.ratePurchase, rateSale: rate.rateSale, popr: rate.popr },
        ],
        confirmLargeChange: true,
      },
    });
    await staffContext.close();

    const link = new URL(/https?:\/\/\S+\/rates\/alerts\/stop\?\S+/.exec(sms!.text)![0]);
    await page.goto(`${link.pathname}${link.search}`);
    // A target alert ends when it fires: the link says so; nothing is left to stop.
    await expect(page.getByText(c.ended)).toBeVisible();
    await expect(page.getByRole('button', { name: c.stop })).toHaveCount(0);
    expect(await alertSms(page, `+966${local}`)).toHaveLength(1);
    await expectAccessible(page);
  });
}
