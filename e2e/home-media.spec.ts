import { expect, test, useLanguage } from './fixtures';
import { expectAccessibleWithPlayer, stubVideoPlayer, VIDEO_HOST } from './video-helpers';

/** The Riyadh calendar day (UTC+3, no daylight saving) of an instant. */
const riyadhDate = (ms = Date.now()) => new Date(ms + 3 * 3_600_000).toISOString().slice(0, 10);

const cases = [
  {
    language: 'ar' as const,
    news: 'الأخبار',
    partners: 'شركاؤنا',
    play: /^تشغيل الفيديو: /,
    banners: 'الإعلانات',
    fallback: 'لافتة الريال السعودي',
  },
  {
    language: 'en' as const,
    news: 'News',
    partners: 'Our partners',
    play: /^Play the video: /,
    banners: 'Announcements',
    fallback: 'SAR Banner',
  },
];

for (const c of cases) {
  test.describe(`home media (${c.language})`, () => {
    test.use({ allowedHosts: [VIDEO_HOST] });

    test('partner logos as wide as the data says; news is recent; a video plays from the no-cookie host only after a click', async ({
      page,
    }) => {
      const videoRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).host === VIDEO_HOST) videoRequests.push(request.url());
      });
      await stubVideoPlayer(page);
      await useLanguage(page, c.language);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('dir', c.language === 'ar' ? 'rtl' : 'ltr');

      const partners = page.getByRole('region', { name: c.partners });
      await partners.scrollIntoViewIfNeeded();
      const logos = partners.getByRole('img');
      await expect(logos).toHaveCount(11);
      // Attribute and drawn width of every named logo, read at once (the strip keeps moving).
      const widths = await logos.evaluateAll((images) =>
        images.map((img) => [
          Number(img.getAttribute('width')),
          Math.round(img.getBoundingClientRect().width),
        ]),
      );
      for (const [data, drawn] of widths) {
        expect(data).toBeGreaterThanOrEqual(230);
        expect(data).toBeLessThanOrEqual(350);
        expect(drawn).toBe(data);
      }

      const news = page.getByRole('region', { name: c.news });
      await news.scrollIntoViewIfNeeded();
      // The demo's newest item is dated from the day the seed ran, not from the year it was written.
      const newest = await news.getByRole('article').first().locator('time').getAttribute('datetime');
      const today = riyadhDate();
      const monthAgo = riyadhDate(Date.now() - 31 * 86_400_000);
      expect(newest! <= today && newest! >= monthAgo, `newest news ${newest}`).toBe(true);

      const play = news.getByRole('button', { name: c.play }).first();
      await expect(play).toBeVisible();
      expect(videoRequests, 'the video host is contacted before play is pressed').toEqual([]);
      await play.click();
      const player = news.locator('iframe');
      await expect(player).toHaveCount(1);
      expect(new URL((await player.getAttribute('src'))!).host).toBe(VIDEO_HOST);
      // Focus follows onto the player that replaced the button, not back to <body>.
      await expect(player).toBeFocused();
      await expect(player.contentFrame().getByText('player')).toBeVisible();
      await expectAccessibleWithPlayer(page);
      await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
      expect(videoRequests.every((url) => url.startsWith(`https://${VIDEO_HOST}/embed/`))).toBe(true);
    });
  });

  test.describe(`the fallback banner (${c.language})`, () => {
    // Chromium logs the failed banners request this test provokes.
    test.use({ allowedConsoleErrors: [/status of 500/] });

    test('is named by its title when the banners cannot be loaded', async ({ page }) => {
      await page.route('**/api/banners', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'internal_error', message: 'x' }),
        }),
      );
      await useLanguage(page, c.language);
      // A client-side visit to the home page, so the browser itself asks for the banners.
      await page.goto('/faq');
      await page.getByRole('banner').getByRole('link').first().click();
      const banners = page.getByRole('region', { name: c.banners });
      await expect(banners.getByRole('img', { name: c.fallback })).toHaveAttribute(
        'src',
        '/media/banners/fallback-desktop.svg',
      );
    });
  });
}
