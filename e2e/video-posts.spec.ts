import { expect, expectAccessible, test, useLanguage } from './fixtures';
import { expectAccessibleWithPlayer, stubVideoPlayer, VIDEO_HOST } from './video-helpers';

// The seeded video post (apps/server/src/db/seed/content-media.ts, post 2): a YouTube watch link
// with a self-hosted poster.
const VIDEO_POST = '/posts/2';

const cases = [
  { language: 'ar' as const, dir: 'rtl', title: 'شاهد: كيف ترسل حوالة من تطبيق الواحة في دقيقتين' },
  {
    language: 'en' as const,
    dir: 'ltr',
    title: 'Watch: sending a transfer from the Al-Waha app in two minutes',
  },
];
const playName = { ar: 'تشغيل الفيديو: ', en: 'Play the video: ' };

for (const c of cases) {
  test.describe(`a video post plays in place (${c.language})`, () => {
    test.use({ allowedHosts: [VIDEO_HOST] });

    test('nothing from the video host before play; Enter mounts the no-cookie player and focus lands on it', async ({
      page,
    }) => {
      // (Any other host fails the test in the fixture: the poster is the site's own.)
      const videoRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).host === VIDEO_HOST) videoRequests.push(request.url());
      });
      await stubVideoPlayer(page);
      await useLanguage(page, c.language);
      await page.goto(VIDEO_POST);
      await expect(page.locator('html')).toHaveAttribute('dir', c.dir);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.title);

      const main = page.getByRole('main');
      const play = main.getByRole('button', { name: `${playName[c.language]}${c.title}` });
      await expect(play).toBeVisible();
      await expect(main.locator('iframe')).toHaveCount(0);
      await expectAccessible(page);
      expect(videoRequests, 'the video host is contacted before play is pressed').toEqual([]);

      // By keyboard: the play control is a real button.
      await play.focus();
      await page.keyboard.press('Enter');
      const player = main.getByTitle(c.title);
      await expect(player).toHaveCount(1);
      expect(await player.evaluate((node) => node.tagName)).toBe('IFRAME');
      const src = new URL((await player.getAttribute('src'))!);
      expect(src.host).toBe(VIDEO_HOST);
      expect(src.pathname).toBe('/embed/Wq4kB7yN0sE');
      expect(src.searchParams.get('autoplay')).toBe('1');
      await expect(player).toBeFocused();
      await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
      expect(videoRequests.every((url) => url.startsWith(`https://${VIDEO_HOST}/embed/`))).toBe(true);
      await expect(player.contentFrame().getByText('player')).toBeVisible();
      await expectAccessibleWithPlayer(page);
    });
  });
}
