import { describe, expect, it } from 'vitest';
import { mapEmbedUrl, videoEmbedUrl, videoIdOf } from './embeds';

describe('embeds', () => {
  it('builds a map frame address around a point, with a marker', () => {
    const url = new URL(mapEmbedUrl('https://www.openstreetmap.org/export/embed.html', 17.4933, 44.1277));
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(url.searchParams.get('marker')).toBe('17.4933,44.1277');
    expect(url.searchParams.get('bbox')).toBe('44.12370,17.48930,44.13170,17.49730');
  });

  it.each([
    ['https://www.youtube.com/watch?v=Wq4kB7yN0sE', 'Wq4kB7yN0sE'],
    ['https://youtu.be/Wq4kB7yN0sE', 'Wq4kB7yN0sE'],
    ['https://www.youtube-nocookie.com/embed/Wq4kB7yN0sE', 'Wq4kB7yN0sE'],
    ['/media/posts/national-day.svg', null],
    ['https://evil.example/watch?v=Wq4kB7yN0sE', null],
  ])('tells a video address from an image: %s', (img, id) => {
    expect(videoIdOf(img)).toBe(id);
  });

  it('builds the player address from the configured base', () => {
    expect(videoEmbedUrl('https://www.youtube-nocookie.com/embed', 'abc123')).toBe(
      'https://www.youtube-nocookie.com/embed/abc123?autoplay=1',
    );
  });
});
