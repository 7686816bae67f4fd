import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { json, mockApi, renderSection } from '../test/render';
import { NewsSlider } from './news-slider';

const post = (id: number, img: string) => ({
  id,
  img,
  poster: img.startsWith('https://') ? '/media/posts/poster.svg' : null,
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
  it('links each post to /posts/{id}; a video address becomes a click-to-play poster', async () => {
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
    const video = within(region).getAllByRole('link', {
      name: /Watch the video on the video site: News 2/,
    })[0]!;
    expect(video).toHaveAttribute('href', 'https://www.youtube.com/watch?v=Wq4kB7yN0sE');
    expect(video).toHaveAttribute('target', '_blank');
    expect(region.querySelector('iframe')).toBeNull();
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
