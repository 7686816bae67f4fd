import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { json, mockApi, renderSection } from '../test/render';
import { NewsSlider } from './news-slider';

const post = (id: number, img: string) => ({
  id,
  img,
  poster: img.startsWith('https://') ? '/media/posts/poster.svg' : null,
  // As the server sends it: the no-cookie player of an allowed provider's video.
  embed: img.startsWith('https://') ? 'https://www.youtube-nocookie.com/embed/Wq4kB7yN0sE?autoplay=1' : null,
  date: `2025-0${id}-01`,
  title_ar: `خبر ${id}`,
  title_en: `News ${id}`,
  title_ur: `خبر نمبر ${id}`,
});

beforeEach(async () => {
  await initI18n('en');
  // jsdom has no matchMedia; Swiper reads it for its breakpoints.
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: false,
    media,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe('NewsSlider', () => {
  it('links each post to /posts/{id}; a video address becomes a player mounted on the first click', async () => {
    mockApi({
      '/api/posts/get-posts': () =>
        json({
          posts: [post(1, '/media/posts/a.svg'), post(2, 'https://www.youtube.com/watch?v=Wq4kB7yN0sE')],
        }),
    });
    renderSection(<NewsSlider />);
    const region = await screen.findByRole('region', { name: 'News' });
    expect((await within(region).findAllByRole('link', { name: 'News 1' }))[0]).toHaveAttribute(
      'href',
      '/posts/1',
    );
    // Before the click: a poster and a play button, no frame (nothing asks the video host).
    expect(region.querySelector('iframe')).toBeNull();
    fireEvent.click(within(region).getByRole('button', { name: 'Play the video: News 2' }));
    const player = within(region).getByTitle('News 2');
    expect(player.tagName).toBe('IFRAME');
    // The brand's privacy-preserving host, never the cookie-setting one.
    expect(new URL(player.getAttribute('src')!).host).toBe('www.youtube-nocookie.com');
    expect(player.getAttribute('src')).toContain('/embed/Wq4kB7yN0sE');
    // Focus follows the visitor onto the player that replaced the pressed button.
    expect(player).toHaveFocus();
  });

  it('on a failed fetch logs it, stops the spinner and shows nothing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ '/api/posts/get-posts': () => json({ code: 'internal_error', message: 'x' }, 500) });
    renderSection(<NewsSlider />);
    const region = await screen.findByRole('region', { name: 'News' });
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    await vi.waitFor(() => expect(within(region).queryByRole('status')).not.toBeInTheDocument());
    expect(within(region).queryByRole('article')).not.toBeInTheDocument();
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
    log.mockRestore();
  });
});
