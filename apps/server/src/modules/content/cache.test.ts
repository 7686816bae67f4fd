import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ContentCache } from './cache.js';

describe('ContentCache', () => {
  it('reuses an answer for its TTL, then loads again; concurrent misses share one load', async () => {
    let now = 0;
    let loads = 0;
    const cache = new ContentCache(1000, () => now);
    const load = async () => `v${++loads}`;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual(['v1', 'v1']);
    now = 999;
    expect(await cache.get('k', load)).toBe('v1');
    now = 1000;
    expect(await cache.get('k', load)).toBe('v2');
  });

  it('keeps no failure, and a TTL of 0 turns it off', async () => {
    const cache = new ContentCache(1000);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
    let loads = 0;
    const off = new ContentCache(0);
    await off.get('k', async () => ++loads);
    await off.get('k', async () => ++loads);
    expect(loads).toBe(2);
  });
});

describe('content through the cache (CONTENT_CACHE_SECONDS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ contentCacheMs: 60_000 });
  });
  afterAll(async () => t.close());

  it('serves a staff edit only after the cache period, and says so in Cache-Control', async () => {
    const first = await t.app.inject({ url: '/api/faqs' });
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const count = first.json().faqs.length;
    await t.app.db.deleteFrom('faqs').where('id', '=', first.json().faqs[0].id).execute();
    expect((await t.app.inject({ url: '/api/faqs' })).json().faqs).toHaveLength(count);
  });

  it('generates a branch QR code once per period', async () => {
    const a = await t.app.inject({ url: '/api/branch-locations/11/qr.svg' });
    const b = await t.app.inject({ url: '/api/branch-locations/11/qr.svg' });
    expect(a.statusCode).toBe(200);
    expect(b.body).toBe(a.body);
    expect(a.headers['cache-control']).toBe('public, max-age=86400');
  });
});

describe('compression, ETags and robots.txt', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('compresses API answers with brotli or gzip and revalidates them by ETag', async () => {
    for (const encoding of ['br', 'gzip']) {
      const res = await t.app.inject({ url: '/api/faqs', headers: { 'accept-encoding': encoding } });
      expect(res.headers['content-encoding']).toBe(encoding);
    }
    const res = await t.app.inject({ url: '/api/faqs' });
    const again = await t.app.inject({
      url: '/api/faqs',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers /robots.txt as text pointing to the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain(`Sitemap: ${t.config.publicOrigin}/sitemap.xml`);
    expect(res.body).toContain('Disallow: /api/');
  });
});
