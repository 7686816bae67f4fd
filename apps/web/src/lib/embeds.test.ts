import { describe, expect, it } from 'vitest';
import { mapEmbedUrl, postMediaOf } from './embeds';

describe('embeds', () => {
  it('builds a map frame address around a point, with a marker', () => {
    const url = new URL(mapEmbedUrl('https://www.openstreetmap.org/export/embed.html', 17.4933, 44.1277));
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(url.searchParams.get('marker')).toBe('17.4933,44.1277');
    expect(url.searchParams.get('bbox')).toBe('44.12370,17.48930,44.13170,17.49730');
  });

  it.each([
    ['/media/posts/national-day.svg', null, { kind: 'image' }],
    ['/api/media/abc-123.webp', null, { kind: 'image' }],
    // A video of a host the brand does not allow: linked to, never drawn as a third-party image.
    ['https://vimeo.com/76979871', null, { kind: 'video', embed: null }],
    [
      'https://youtu.be/Wq4kB7yN0sE',
      'https://www.youtube-nocookie.com/embed/Wq4kB7yN0sE?autoplay=1',
      { kind: 'video', embed: 'https://www.youtube-nocookie.com/embed/Wq4kB7yN0sE?autoplay=1' },
    ],
  ])('shows %s as the right kind of media', (img, embed, media) => {
    expect(postMediaOf({ img, embed })).toEqual(media);
  });
});
