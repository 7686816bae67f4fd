import { readFileSync } from 'node:fs';
import { expect, expectAccessible, test, useLanguage } from './fixtures';

const brand = JSON.parse(
  readFileSync(new URL('../packages/shared/src/config/brand.json', import.meta.url), 'utf8'),
) as { messagingChannelUrl: string };

/** Every content route with its English title; the Arabic and Urdu runs check direction and script. */
const PAGES: [string, string][] = [
  ['/posts', 'News'],
  ['/posts/1', 'Our new branch opens in Yanbu'],
  ['/about-us', 'About us'],
  ['/app-info', 'How to use the Al-Waha app'],
  ['/celebrations', 'Our celebrations'],
  ['/prize', 'Prize draw'],
  ['/faq', 'Frequently asked questions'],
  ['/links', 'Quick access'],
  ['/services', 'Remittance services'],
  ['/offers', 'Offers'],
  ['/Y', 'Offers for Yemen'],
  ['/E', 'Offers for Egypt'],
  ['/I', 'Offers for India'],
  ['/isa', 'Purple Saturday'],
  ['/information-protection', 'Information protection'],
  ['/privacy-policy', 'Privacy policy'],
  ['/terms-and-conditions', 'Terms and conditions'],
  ['/app', 'The Al-Waha app'],
];

for (const [path, englishTitle] of PAGES) {
  test.describe(`${path}`, () => {
    test('renders in English, Arabic and Urdu without errors, accessibly', async ({ page }) => {
      await useLanguage(page, 'en');
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishTitle);
      await expectAccessible(page);

      for (const [language, label] of [
        ['ar', 'Language'],
        ['ur', 'اللغة'],
      ] as const) {
        if (path === '/app') {
          // No header on /app: switch through the stored choice instead of the menu.
          await page.evaluate((lng) => localStorage.setItem('lastSelectedLanguage', lng), language);
          await page.reload();
        } else {
          await page.getByLabel(label).selectOption(language);
        }
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const title = page.getByRole('heading', { level: 1 });
        await expect(title).toHaveText(/[\u0600-\u06ff]/);
        await expect(title).not.toHaveText(englishTitle);
        await expectAccessible(page);
      }
    });
  });
}

test('/faq: the search looks through both topics at once', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/faq');
  await expect(page.getByRole('group')).toHaveCount(5);
  await page.getByLabel('Search the questions').fill('cancel');
  await expect(page.getByRole('group')).toHaveCount(1);
  await expect(page.getByText('Questions shown: 1')).toBeVisible();
  // An app question is found from the general tab, without guessing the right tab.
  await page.getByLabel('Search the questions').fill('passcode');
  await expect(page.getByRole('group')).toHaveCount(1);
  await page.getByText('I forgot my app passcode. What should I do?').click();
  await expect(page.getByText(/Tap "Forgot passcode"/)).toBeVisible();
  await page.getByLabel('Search the questions').fill('zzz');
  await expect(page.getByText('No question matches your search.', { exact: false })).toBeVisible();
});

test('/faq in Arabic: tabs run right to left, and the search finds "إلغاء" with or without the hamza', async ({
  page,
}) => {
  await page.goto('/faq');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const tabs = page.getByRole('tablist');
  await expect(tabs).toHaveAttribute('aria-orientation', 'horizontal');
  // Radix gets its direction from the one DirectionProvider: its roots say rtl, not ltr.
  await expect(page.locator('[dir="ltr"]').filter({ has: tabs })).toHaveCount(0);
  const [general, app] = await Promise.all([
    page.getByRole('tab', { name: 'أسئلة عامة' }).boundingBox(),
    page.getByRole('tab', { name: 'أسئلة التطبيق' }).boundingBox(),
  ]);
  // The first tab sits on the right.
  expect(general!.x).toBeGreaterThan(app!.x);
  // Arrow keys follow the reading direction: Left moves to the next tab in Arabic.
  await page.getByRole('tab', { name: 'أسئلة عامة' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'أسئلة التطبيق' })).toBeFocused();

  const search = page.getByLabel('ابحث في الأسئلة');
  await search.fill('إلغاء');
  const withHamza = await page.getByRole('group').count();
  expect(withHamza).toBeGreaterThan(0);
  await search.fill('الغاء');
  await expect(page.getByRole('group')).toHaveCount(withHamza);
  await expect(page.getByRole('group').first()).toContainText('إلغاء');
  await expectAccessible(page);
});

test('/services links its four tiles to the remittance forms', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/services');
  for (const [name, href] of [
    ['Statement of operations', '/statement'],
    ['Cancel an outgoing transfer', '/cancel'],
    ['Modify an outgoing transfer', '/change-name'],
    ['Inquire about a transfer', '/inquiry'],
  ] as const) {
    await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', href);
  }
});

test('/terms-and-conditions states the refund rule and VAT', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/terms-and-conditions');
  await expect(
    page.getByText('A refund of a transfer more than 25 days old takes 5 to 8 working days.'),
  ).toBeVisible();
  await expect(
    page.getByText('If we ask for extra information, it must be supplied within 5 working days.'),
  ).toBeVisible();
  await expect(page.getByText(/Value added tax applies to transfer fees/)).toBeVisible();
});

test('/isa has a purple header and footer; /app has neither', async ({ page }) => {
  await page.goto('/isa');
  // The page stays, but the offer of 26 July 2025 is no longer presented as current.
  await expect(
    page.getByRole('status').filter({ hasText: 'انتهى هذا العرض الذي كان يوم 26 يوليو 2025' }),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(107, 47, 163)');
  await expect(page.getByRole('contentinfo')).toHaveCSS('background-color', 'rgb(107, 47, 163)');
  await expect(page.getByText(/26 يوليو 2025/).first()).toBeVisible();
  await page.goto('/app');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test.describe('/whatsapp', () => {
  const host = new URL(brand.messagingChannelUrl).host;
  test.use({ allowedHosts: [host] });

  test('leaves for the configured messaging link', async ({ page }) => {
    await page.route(`https://${host}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>channel</title>' }),
    );
    await page.goto('/whatsapp');
    await expect(page).toHaveURL(brand.messagingChannelUrl);
  });
});

test.describe('an unknown news item', () => {
  // Chromium itself logs the page's 404; that answer is what this test asks for.
  test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\)/] });

  test('says it was not found (the not-found page, 404: ADR 2704), in Arabic and English', async ({
    page,
  }) => {
    const response = await page.goto('/posts/99999');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة');
    await expectAccessible(page);
    await page.getByLabel('اللغة').selectOption('en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });
});
