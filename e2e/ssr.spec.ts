import { expect, test, useLanguage } from './fixtures';
import { decode } from './html-text';

/** Every public route and its heading (h1) per language, as the server sends it. */
const ROUTES: Record<string, { ar: string; en: string; ur: string }> = {
  '/': {
    ar: 'شركة الواحة للصرافة والتحويل',
    en: 'Al-Waha Exchange & Remittance Co.',
    ur: 'الواحہ ایکسچینج اینڈ ریمیٹنس کمپنی',
  },
  '/services': { ar: 'خدمات الحوالات', en: 'Remittance services', ur: 'ترسیلات کی خدمات' },
  '/offers': { ar: 'العروض', en: 'Offers', ur: 'پیشکشیں' },
  '/posts': { ar: 'الأخبار', en: 'News', ur: 'خبریں' },
  '/posts/1': {
    ar: 'افتتاح فرعنا الجديد في ينبع',
    en: 'Our new branch opens in Yanbu',
    ur: 'ینبع میں ہماری نئی برانچ کا افتتاح',
  },
  '/faq': { ar: 'الأسئلة الشائعة', en: 'Frequently asked questions', ur: 'اکثر پوچھے جانے والے سوالات' },
  '/about-us': { ar: 'من نحن', en: 'About us', ur: 'ہمارے بارے میں' },
  '/app-info': {
    ar: 'كيف تستخدم تطبيق الواحة',
    en: 'How to use the Al-Waha app',
    ur: 'الواحہ ایپ کیسے استعمال کریں',
  },
  '/celebrations': { ar: 'احتفالاتنا', en: 'Our celebrations', ur: 'ہماری تقریبات' },
  '/prize': { ar: 'سحب الجوائز', en: 'Prize draw', ur: 'انعامی قرعہ اندازی' },
  '/links': { ar: 'وصول سريع', en: 'Quick access', ur: 'فوری رسائی' },
  '/Y': { ar: 'عروض اليمن', en: 'Offers for Yemen', ur: 'یمن کے لیے پیشکشیں' },
  '/E': { ar: 'عروض مصر', en: 'Offers for Egypt', ur: 'مصر کے لیے پیشکشیں' },
  '/I': { ar: 'عروض الهند', en: 'Offers for India', ur: 'بھارت کے لیے پیشکشیں' },
  '/isa': { ar: 'السبت البنفسجي', en: 'Purple Saturday', ur: 'پرپل سنیچر' },
  '/information-protection': { ar: 'حماية المعلومات', en: 'Information protection', ur: 'معلومات کا تحفظ' },
  '/privacy-policy': { ar: 'سياسة الخصوصية', en: 'Privacy policy', ur: 'رازداری کی پالیسی' },
  '/terms-and-conditions': { ar: 'الشروط والأحكام', en: 'Terms and conditions', ur: 'شرائط و ضوابط' },
  '/app': { ar: 'تطبيق الواحة', en: 'The Al-Waha app', ur: 'الواحہ ایپ' },
  '/inquiry': { ar: 'الاستعلام عن حوالة', en: 'Inquire about a transfer', ur: 'ٹرانسفر کے بارے میں معلومات' },
  '/change-name': {
    ar: 'تعديل حوالة صادرة',
    en: 'Modify an outgoing transfer',
    ur: 'بھیجے گئے ٹرانسفر میں ترمیم',
  },
  '/cancel': {
    ar: 'إلغاء حوالة صادرة',
    en: 'Cancel an outgoing transfer',
    ur: 'بھیجا گیا ٹرانسفر منسوخ کریں',
  },
  '/statement': { ar: 'كشف العمليات', en: 'Statement of operations', ur: 'لین دین کی اسٹیٹمنٹ' },
  '/vat': { ar: 'الفاتورة الضريبية المبسطة', en: 'Simplified tax invoice', ur: 'سادہ ٹیکس انوائس' },
};
const DIR = { ar: 'rtl', en: 'ltr', ur: 'rtl' } as const;

test.describe('server-rendered HTML, fetched without JavaScript', () => {
  for (const [path, headings] of Object.entries(ROUTES)) {
    test(`${path}: heading and <html lang dir> in each language`, async ({ request }) => {
      for (const language of ['ar', 'en', 'ur'] as const) {
        const response = await request.get(`${path}?lang=${language}`);
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html).toContain(`<html lang="${language}" dir="${DIR[language]}">`);
        const h1 = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
        expect(decode(h1 ?? ''), `${path} in ${language}`).toBe(headings[language]);
        // Header and footer are in the HTML too, and no inline script (CSP): data is a JSON block.
        // (/app is shown without the site's header and footer, as SPEC.md's route table says.)
        if (path !== '/app') expect(html).toMatch(/<header[\s>][\s\S]*<h1[\s\S]*<footer[\s>]/);
        expect(html).not.toMatch(/<script>|<script type="module">[^<]/);
        expect(html).toContain('<script type="application/json" id="ssr-data">');
      }
    });
  }

  test('the language comes from ?lang (remembered in a cookie), else the cookie, else Arabic', async ({
    playwright,
    baseURL,
  }) => {
    const request = await playwright.request.newContext({ baseURL });
    expect(await request.get('/faq').then((r) => r.text())).toContain('<html lang="ar" dir="rtl">');
    const linked = await request.get('/faq?lang=en');
    expect(linked.headers()['set-cookie']).toMatch(/^lang=en; Path=\/; Max-Age=\d+; SameSite=Lax/);
    // The cookie now carries the choice: a plain address opens in English.
    expect(await request.get('/faq').then((r) => r.text())).toContain('<html lang="en" dir="ltr">');
    await request.dispose();
  });

  test('an unknown address is redirected home by the server', async ({ request }) => {
    const response = await request.get('/no-such-page', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe('/');
  });
});

test.describe('compression and caching', () => {
  test('pages, API answers and assets come compressed (brotli, else gzip), with cache headers', async ({
    request,
  }) => {
    for (const [encoding, header] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const page = await request.get('/faq', { headers: { 'accept-encoding': header } });
      expect(page.headers()['content-encoding']).toBe(encoding);
      expect(page.headers()['cache-control']).toBe('private, no-cache');
      expect(page.headers()['etag']).toBeTruthy();
      const api = await request.get('/api/faqs', { headers: { 'accept-encoding': header } });
      expect(api.headers()['content-encoding']).toBe(encoding);
      expect(api.headers()['cache-control']).toMatch(/^public, max-age=\d+$/);
    }
    const html = await request.get('/').then((r) => r.text());
    const script = /<script type="module"[^>]* src="([^"]+)"/.exec(html)![1]!;
    const asset = await request.get(script, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers()['content-encoding']).toBe('br');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // Source maps stay out of the served folder.
    expect((await request.get(`${script}.map`)).headers()['content-type']).toContain('text/html');
  });

  test('a page revalidates with its ETag (304)', async ({ request }) => {
    const first = await request.get('/about-us?lang=en');
    const etag = first.headers()['etag']!;
    const again = await request.get('/about-us?lang=en', { headers: { 'if-none-match': etag } });
    expect(again.status()).toBe(304);
  });
});

test.describe('the visitor’s stored language', () => {
  test('a stored choice that differs from the cookie wins once the page is live, without a mismatch', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'lang', value: 'ar', url: baseURL! }]);
    await useLanguage(page, 'en');
    await page.goto('/faq');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    await expect(page.getByRole('main').getByRole('tab', { name: 'General questions' })).toBeVisible();
    // The choice is mirrored into the cookie: the next page comes from the server in English.
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  });

  test('a ?lang= link wins over the stored choice and becomes it', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/faq?lang=ur');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('اکثر پوچھے جانے والے سوالات');
    expect(await page.evaluate(() => localStorage.getItem('lastSelectedLanguage'))).toBe('ur');
  });

  test('switching the language keeps the address shareable in that language', async ({ page }) => {
    await page.goto('/faq?lang=ar');
    await page.getByRole('banner').getByLabel('اللغة').selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveURL(/\/faq\?lang=en$/);
  });
});

test.describe('the rate board in the server HTML', () => {
  test.use({ javaScriptEnabled: false });

  for (const [language, quote, branch] of [
    ['ar', '1 USD = 3.745 ريال', 'الرياض - حي القدس'],
    ['en', '1 USD = 3.745 SAR', 'Riyadh – Al-Quds'],
  ] as const) {
    test(`/rates?branch=11 in ${language}: the table with that branch's rates, scripts off`, async ({
      page,
    }) => {
      await page.goto(`/rates?branch=11&lang=${language}`);
      const usd = page.getByRole('row', { name: /USD/ });
      await expect(usd.getByRole('cell').first()).toHaveText(quote);
      await expect(page.getByRole('button', { name: /^الفرع|^Branch/ })).toHaveText(branch);
      expect(await page.getByRole('row').count()).toBeGreaterThanOrEqual(16);
    });
  }

  test('/rates without a branch shows the first one (Al-Madinah)', async ({ page }) => {
    await page.goto('/rates?lang=en');
    await expect(page.getByRole('button', { name: /^Branch/ })).toHaveText('Al-Madinah');
    await expect(page.getByRole('row', { name: /USD/ })).toBeVisible();
  });
});
