import { brand } from '@waha/shared';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { securityPlugin } from './security.js';

/** The frame-src of the policy a bare app with the plugin sends for the given video providers. */
async function frameSrc(videoProviders?: Parameters<typeof securityPlugin>[1]['videoProviders']) {
  const app = Fastify();
  await app.register(securityPlugin, { production: false, videoProviders });
  app.get('/', async () => 'ok');
  const res = await app.inject({ url: '/' });
  await app.close();
  return /frame-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1]?.split(' ');
}

describe('Content-Security-Policy frame-src', () => {
  const map = new URL(brand.mapEmbedBaseUrl!).origin;

  it("frames the brand's allowed video providers from their privacy-enhanced hosts only", async () => {
    expect(brand.videoProviders).toEqual(['youtube']);
    // Not www.youtube.com (the cookie-setting host) and no other provider.
    expect(await frameSrc()).toEqual(["'self'", map, 'https://www.youtube-nocookie.com']);
  });

  it('follows the allow-list: another provider adds exactly its player host, none adds none', async () => {
    expect(await frameSrc(['youtube', 'vimeo'])).toEqual([
      "'self'",
      map,
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
    ]);
    expect(await frameSrc(['vimeo'])).toEqual(["'self'", map, 'https://player.vimeo.com']);
    expect(await frameSrc([])).toEqual(["'self'", map]);
  });
});
