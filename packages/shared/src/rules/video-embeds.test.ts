import { describe, expect, it } from 'vitest';
import { videoEmbedOf, videoPlayerOrigins } from './video-embeds.js';

const ID = 'Wq4kB7yN0sE';
const NOCOOKIE = `https://www.youtube-nocookie.com/embed/${ID}`;

describe('videoEmbedOf (YouTube allowed)', () => {
  const src = (address: string) => videoEmbedOf(address, ['youtube'])?.src ?? null;

  it.each([
    [`https://www.youtube.com/watch?v=${ID}`, `${NOCOOKIE}?autoplay=1`],
    [`https://youtube.com/watch?feature=share&v=${ID}&list=PL1`, `${NOCOOKIE}?autoplay=1`],
    [`https://m.youtube.com/watch?v=${ID}`, `${NOCOOKIE}?autoplay=1`],
    [`https://youtu.be/${ID}`, `${NOCOOKIE}?autoplay=1`],
    [`https://youtu.be/${ID}?si=abcDEF123`, `${NOCOOKIE}?autoplay=1`],
    [`https://www.youtube.com/shorts/${ID}`, `${NOCOOKIE}?autoplay=1`],
    [`https://www.youtube.com/live/${ID}`, `${NOCOOKIE}?autoplay=1`],
    [`https://www.youtube.com/embed/${ID}`, `${NOCOOKIE}?autoplay=1`],
    [`https://www.youtube-nocookie.com/embed/${ID}`, `${NOCOOKIE}?autoplay=1`],
  ])('plays %s from the no-cookie host', (address, expected) => {
    expect(src(address)).toBe(expected);
  });

  it.each([
    [`https://www.youtube.com/watch?v=${ID}&t=90`, 90],
    [`https://www.youtube.com/watch?v=${ID}&t=90s`, 90],
    [`https://youtu.be/${ID}?t=1m30s`, 90],
    [`https://youtu.be/${ID}?t=1h2m3s`, 3723],
    [`https://www.youtube.com/embed/${ID}?start=42`, 42],
    [`https://www.youtube.com/watch?v=${ID}#t=2m`, 120],
    [`https://www.youtube.com/shorts/${ID}?t=5`, 5],
    // A start time that is no time starts at the beginning rather than failing the video.
    [`https://www.youtube.com/watch?v=${ID}&t=soon`, 0],
  ])('keeps the start time of %s', (address, start) => {
    const embed = videoEmbedOf(address, ['youtube']);
    expect(embed?.start).toBe(start);
    const url = new URL(embed!.src);
    expect(url.searchParams.get('start')).toBe(start ? String(start) : null);
    expect(url.searchParams.get('autoplay')).toBe('1');
  });

  it.each([
    // Other hosts, look-alikes and addresses that only mention YouTube.
    `https://evil.example/watch?v=${ID}`,
    `https://www.youtube.com.evil.example/watch?v=${ID}`,
    `https://evil.example/?u=https://www.youtube.com/watch?v=${ID}`,
    `https://notyoutube.com/watch?v=${ID}`,
    // Not https, credentials or a port in the address.
    `http://www.youtube.com/watch?v=${ID}`,
    `https://user@www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com:8443/watch?v=${ID}`,
    // YouTube pages that are not one video, and malformed ids.
    'https://www.youtube.com/@alwaha',
    'https://www.youtube.com/playlist?list=PL123',
    'https://www.youtube.com/watch?v=short',
    `https://www.youtube.com/watch?v=${ID}"onload=x`,
    `https://www.youtube.com/shorts/${ID}/extra`,
    // Images and non-addresses.
    '/media/posts/national-day.svg',
    'not a url',
  ])('rejects %s', (address) => {
    expect(videoEmbedOf(address, ['youtube'])).toBeNull();
  });

  it('refuses a provider the allow-list does not name, and everything when the list is empty', () => {
    expect(videoEmbedOf('https://vimeo.com/76979871', ['youtube'])).toBeNull();
    expect(videoEmbedOf(`https://youtu.be/${ID}`, ['vimeo'])).toBeNull();
    expect(videoEmbedOf(`https://youtu.be/${ID}`, [])).toBeNull();
  });
});

describe('videoEmbedOf (Vimeo allowed)', () => {
  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1'],
    [
      'https://vimeo.com/channels/staffpicks/76979871',
      'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1',
    ],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1'],
    // Unlisted video: its hash travels with it.
    [
      'https://vimeo.com/76979871/8272103f6e',
      'https://player.vimeo.com/video/76979871?h=8272103f6e&dnt=1&autoplay=1',
    ],
    ['https://vimeo.com/76979871#t=1m5s', 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1#t=65s'],
  ])('plays %s in the do-not-track player', (address, src) => {
    expect(videoEmbedOf(address, ['youtube', 'vimeo'])?.src).toBe(src);
  });

  it.each([
    'https://vimeo.com/alwaha',
    'https://vimeo.com/76979871/not-a-hash',
    'https://vimeo.example/76979871',
  ])('rejects %s', (address) => {
    expect(videoEmbedOf(address, ['vimeo'])).toBeNull();
  });
});

describe('videoPlayerOrigins', () => {
  it('names exactly the player hosts of the allowed providers', () => {
    expect(videoPlayerOrigins(['youtube'])).toEqual(['https://www.youtube-nocookie.com']);
    expect(videoPlayerOrigins(['vimeo', 'youtube'])).toEqual([
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
    ]);
    expect(videoPlayerOrigins([])).toEqual([]);
  });
});
