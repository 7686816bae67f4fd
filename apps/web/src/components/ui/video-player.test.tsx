import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { VideoPlayer } from './video-player';

const YOUTUBE = 'https://youtu.be/Wq4kB7yN0sE?t=75';
// As the server sends it for an allowed provider (packages/shared/src/rules/video-embeds.ts).
const embed = 'https://www.youtube-nocookie.com/embed/Wq4kB7yN0sE?autoplay=1&start=75';

describe('VideoPlayer', () => {
  beforeEach(async () => {
    await initI18n('en');
  });

  it('shows the title on a plain card without a poster, and no frame until play is pressed', () => {
    const { container } = render(<VideoPlayer embed={embed} href={YOUTUBE} poster={null} title="Our app" />);
    expect(container.querySelector('iframe')).toBeNull();
    // Nothing to fetch: no image at all, the title is drawn as text.
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('Our app');
    expect(screen.getByRole('button', { name: 'Play the video: Our app' })).toBeInTheDocument();
  });

  it('mounts the player on play and moves focus onto it', () => {
    render(<VideoPlayer embed={embed} href={YOUTUBE} poster="/media/posts/p.svg" title="Our app" />);
    fireEvent.click(screen.getByRole('button', { name: 'Play the video: Our app' }));
    const player = screen.getByTitle('Our app');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', embed);
    expect(player).toHaveFocus();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('links out, in a new tab, to a video whose host is not allowed', () => {
    const vimeo = 'https://vimeo.com/76979871';
    const { container } = render(<VideoPlayer embed={null} href={vimeo} poster={null} title="Our app" />);
    const link = screen.getByRole('link', { name: /^Watch the video on the video site: Our app/ });
    expect(link).toHaveAttribute('href', vimeo);
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('button')).toBeNull();
    fireEvent.click(link);
    expect(container.querySelector('iframe')).toBeNull();
  });

  it.each([
    ['ar', 'تشغيل الفيديو: تطبيقنا'],
    ['ur', 'ویڈیو چلائیں: تطبيقنا'],
  ] as const)('names the play button in %s', async (language, name) => {
    await initI18n(language);
    render(<VideoPlayer embed={embed} href={YOUTUBE} poster={null} title="تطبيقنا" />);
    expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });
});
