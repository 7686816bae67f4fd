import { expect, expectAccessible, test, useLanguage } from './fixtures';

const MAP_HOST = 'www.openstreetmap.org';

test.describe('home page', () => {
  test('Arabic: banners, counters, nine branches, news and eleven partners, right to left', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    const banners = page.getByRole('region', { name: 'الإعلانات' });
    await expect(banners.getByRole('img', { name: /أسعار الشراء والبيع/ }).first()).toBeVisible();
    await expect(banners.getByRole('link').first()).toBeVisible();

    const stats = page.getByRole('region', { name: 'الواحة بالأرقام' });
    await stats.scrollIntoViewIfNeeded();
    await expect(stats.getByTestId('counter')).toHaveText(['37+', '1.5+'], { timeout: 8_000 });
    await expect(stats.getByRole('link', { name: /Google Play/ })).toHaveAttribute('target', '_blank');

    const services = page.getByRole('region', { name: 'خدماتنا' });
    await expect(services.getByRole('listitem')).toHaveCount(4);
    await services.getByRole('button', { name: /الخدمات الخارجية/ }).click();
    await expect(page.getByRole('dialog', { name: 'قريبًا' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    const branches = page.getByRole('region', { name: 'فروعنا' });
    await expect(branches.getByRole('article')).toHaveCount(9);
    await expect(branches.getByRole('img', { name: /رمز QR/ })).toHaveCount(9);
    // Nothing has contacted the map provider yet (the fixture fails on any third-party request):
    // the panel shows the first branch's facts and a button to show the map.
    await expect(branches.getByRole('heading', { level: 3, name: 'الرياض - حي القدس' })).toHaveCount(2);
    await expect(branches.getByRole('button', { name: 'اعرض على الخريطة الرياض - حي القدس' })).toHaveCount(2);

    const news = page.getByRole('region', { name: 'الأخبار' });
    await expect(news.getByRole('link', { name: 'افتتاح فرعنا الجديد في ينبع' }).first()).toHaveAttribute(
      'href',
      '/posts/1',
    );
    await expect(news.getByRole('button', { name: /تشغيل الفيديو/ }).first()).toBeVisible();

    const partners = page.getByRole('region', { name: 'شركاؤنا' });
    await expect(partners.getByRole('img')).toHaveCount(11);
    await expectAccessible(page);
  });

  test.describe('with the map provider intercepted', () => {
    test.use({ allowedHosts: [MAP_HOST] });

    test('clicking a branch mounts the map, and another branch changes its address', async ({ page }) => {
      await page.route(`https://${MAP_HOST}/**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title><p>map</p>' }),
      );
      await useLanguage(page, 'en');
      await page.goto('/');
      const branches = page.getByRole('region', { name: 'Our branches' });
      await branches.getByRole('article', { name: 'Riyadh – Al-Quds' }).getByRole('button').click();
      const map = page.getByTitle('Map of the Riyadh – Al-Quds branch');
      await expect(map).toHaveAttribute(
        'src',
        /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?.*marker=24\.7561%2C46\.7712/,
      );
      await expect(
        branches.getByRole('article', { name: 'Riyadh – Al-Quds' }).getByRole('button'),
      ).toHaveAttribute('aria-pressed', 'true');

      await branches.getByRole('article', { name: 'Najran' }).getByRole('button').click();
      await expect(page.getByTitle('Map of the Najran branch')).toHaveAttribute(
        'src',
        /marker=17\.4933%2C44\.1277/,
      );
      await expect(branches.getByRole('link', { name: /Open directions to Najran/ })).toHaveAttribute(
        'href',
        /openstreetmap\.org\/\?mlat=17\.4933/,
      );
    });
  });

  test('English: left to right, counters and the news slider', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('region', { name: 'Announcements' }).getByRole('img').first()).toBeVisible();
    const stats = page.getByRole('region', { name: 'Al-Waha in numbers' });
    await stats.scrollIntoViewIfNeeded();
    await expect(stats.getByTestId('counter')).toHaveText(['37+', '1.5+'], { timeout: 8_000 });
    const news = page.getByRole('region', { name: 'News' });
    await news.getByRole('button', { name: 'Next news' }).click();
    await news.getByRole('link', { name: 'All news' }).click();
    await expect(page).toHaveURL(/\/posts$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
  });

  test('Urdu: right to left and accessible', async ({ page }) => {
    await useLanguage(page, 'ur');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('region', { name: 'ہماری برانچیں' }).getByRole('article')).toHaveCount(9);
    await expect(page.getByRole('region', { name: 'ہمارے شراکت دار' }).getByRole('img')).toHaveCount(11);
    await expectAccessible(page);
  });

  test('scrolls to the section named in the hash', async ({ page }) => {
    await page.goto('/#branches');
    const heading = page.getByRole('heading', { name: 'فروعنا' });
    await expect(heading).toBeInViewport();
    await expect(page.getByRole('region', { name: 'شركاؤنا' })).not.toBeInViewport();
  });

  test('?CustomerService with no chat widget configured changes nothing and breaks nothing', async ({
    page,
  }) => {
    await page.goto('/?CustomerService');
    await expect(page.getByRole('region', { name: 'فروعنا' }).getByRole('article')).toHaveCount(9);
    // Without a widget the hook returns at once (nothing to wait for): no dialog, no third party.
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('footer contact form', () => {
  test('refuses a bad email with a message, then stores a good message', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/about-us');
    // The form loads when the visitor scrolls near it.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const form = page.getByRole('region', { name: 'Write to us' });
    await form.getByLabel('Your name').fill('Sara Al-Otaibi');
    await form.getByLabel('Email address').fill('sara@example');
    await form.getByLabel('Your message').fill('When does the Yanbu branch open on Fridays?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Enter a valid email address, e.g. name@example.com.')).toBeVisible();
    await expect(form.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Email address').fill('sara@example.com');
    const posted = page.waitForResponse(
      (r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Send message' }).click();
    expect((await posted).status()).toBe(201);
    await expect(form.getByText('Thank you. Your message has been received')).toBeVisible();
    await expect(form.getByLabel('Your name')).toHaveValue('');
  });

  test('Arabic: a name with digits gets a translated message', async ({ page }) => {
    await page.goto('/faq');
    // The form loads when the visitor scrolls near it.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const form = page.getByRole('region', { name: 'راسلنا' });
    await form.getByLabel('الاسم').fill('Ali 123');
    await form.getByLabel('البريد الإلكتروني').fill('ali@example.com');
    await form.getByLabel('رسالتك').fill('سؤال');
    await form.getByRole('button', { name: 'إرسال الرسالة' }).click();
    await expect(form.getByText('اكتب اسمك بالحروف فقط.')).toBeVisible();
  });
});
