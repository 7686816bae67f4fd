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
    ['/media/posts/national-day.svg', { kind: 'image' }],
    ['/api/media/abc-123.webp', { kind: 'image' }],
    ['https://vimeo.com/76979871', { kind: 'video', embed: null }],
    ['https://evil.example/watch?v=Wq4kB7yN0sE', { kind: 'video', embed: null }],
  ])('never draws an https address as an image: %s', (img, media) => {
    expect(postMediaOf(img, ['youtube'])).toEqual(media);
  });

  it('embeds an allowed video from its privacy-enhanced host', () => {
    expect(postMediaOf('https://youtu.be/Wq4kB7yN0sE?t=30', ['youtube'])).toEqual({
      kind: 'video',
      embed: {
        provider: 'youtube',
        id: 'Wq4kB7yN0sE',
        start: 30,
        src: 'https://www.youtube-nocookie.com/embed/Wq4kB7yN0sE?autoplay=1&start=30',
      },
    });
  });
});
