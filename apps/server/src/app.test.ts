import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { brand, ErrorEnvelopeSchema } from '@waha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.js';

let t: TestApp;
const webDist = mkdtempSync(path.join(tmpdir(), 'waha-web-'));

beforeAll(async () => {
  // A stand-in web build: the client folder and a server entry that renders the language it is given.
  mkdirSync(path.join(webDist, 'client', 'assets'), { recursive: true });
  mkdirSync(path.join(webDist, 'server'));
  writeFileSync(
    path.join(webDist, 'client', 'index.html'),
    '<!doctype html><html lang="ar" dir="rtl"><head><!--app-head--></head><div id="root"><!--app-html--></div><!--app-data-->',
  );
  writeFileSync(path.join(webDist, 'client', 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(
    path.join(webDist, 'client', 'assets', 'app-abc123.js.br'),
    brotliCompressSync('console.log(1)'),
  );
  writeFileSync(path.join(webDist, 'client', 'favicon.svg'), '<svg/>');
  writeFileSync(
    path.join(webDist, 'server', 'entry-server.js'),
    `export const APP_ROUTES = [{ path: '/', handle: {} }, { path: '/faq', handle: {} }, { path: '/whatsapp', handle: { noindex: true } }];
     export async function render({ url, language }) {
       if (url.startsWith('/no-such-page')) return { kind: 'redirect', status: 302, location: '/' };
       return { kind: 'page', status: 200, head: '<title>t</title>', html: '<main>' + language + ' ' + url + '</main>', data: '{}' };
     }`,
  );
  t = await createTestApp({ webDistDir: webDist });
  // A route that fails the way a bug would, to prove 5xx bodies carry no details.
  t.app.get('/api/test/boom', async () => {
    throw new Error('SELECT secret FROM users -- at /srv/app.ts:42');
  });
  t.app.post('/api/test/echo', async (request) => ({ received: request.body }));
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('API basics', () => {
  it('reports health with the database checked', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', checks: { database: 'ok' } });
  });

  it('answers unknown API paths with a JSON 404 envelope, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/nope', headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ code: 'not_found', message: 'We could not find what you asked for.' });
    }
  });

  it('hides 5xx details from the client and keeps the request id', async () => {
    const res = await t.app.inject({ url: '/api/test/boom', headers: { 'x-request-id': 'trace-12345678' } });
    expect(res.statusCode).toBe(500);
    expect(res.headers['x-request-id']).toBe('trace-12345678');
    const body = ErrorEnvelopeSchema.parse(res.json());
    expect(body.code).toBe('internal_error');
    expect(res.body).not.toMatch(/SELECT|secret|app\.ts|stack/);
  });

  it('refuses malformed JSON and oversized bodies with the envelope', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('bad_request');
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ a: 'x'.repeat(100_000) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('payload_too_large');
  });

  it('sends strict security headers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    // Frames: the site, the configured map host and the configured privacy-preserving video host,
    // nothing else (not the video provider's cookie-setting host).
    const frames = /frame-src ([^;]*)/.exec(csp)?.[1]?.split(' ');
    expect(frames).toEqual([
      "'self'",
      new URL(brand.mapEmbedBaseUrl!).origin,
      'https://www.youtube-nocookie.com',
    ]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // HSTS only in production over HTTPS.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('publishes the OpenAPI document at /api/docs', async () => {
    const ui = await t.app.inject({ url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    const doc = await t.app.inject({ url: '/api/docs/json' });
    expect(doc.json().paths).toHaveProperty('/api/exchangeRates');
  });
});

describe('serving the web app', () => {
  it('renders every page path on the server, in the language of ?lang, else the cookie, else Arabic', async () => {
    for (const url of ['/', '/posts/3?x=1']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers['vary']).toContain('cookie');
      expect(res.body).toContain(`<div id="root"><main>ar ${url}</main></div>`);
      expect(res.body).toContain('<html lang="ar" dir="rtl">');
      expect(res.body).toContain('<script type="application/json" id="ssr-data">{}</script>');
    }
    const linked = await t.app.inject({ url: '/faq?lang=ur' });
    expect(linked.body).toContain('<html lang="ur" dir="rtl">');
    expect(linked.headers['set-cookie']).toMatch(/^lang=ur; Path=\/;/);
    const cookie = await t.app.inject({ url: '/faq', headers: { cookie: 'x=1; lang=en' } });
    expect(cookie.body).toContain('<html lang="en" dir="ltr">');
    // Urdu in Nastaliq only once the browser has said it holds the fonts (ADR 2605).
    expect(linked.body).not.toContain('class="nastaliq"');
    const nastaliq = await t.app.inject({ url: '/faq?lang=ur', headers: { cookie: 'nastaliq=1' } });
    expect(nastaliq.body).toContain('<html lang="ur" dir="rtl" class="nastaliq">');
    const arabic = await t.app.inject({ url: '/faq?lang=ar', headers: { cookie: 'nastaliq=1' } });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    const bad = await t.app.inject({ url: '/faq?lang=fr', headers: { cookie: 'lang=de' } });
    expect(bad.body).toContain('<html lang="ar" dir="rtl">');
    const redirect = await t.app.inject({ url: '/no-such-page' });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/');
  });

  it('lists the indexable pages in /sitemap.xml with their languages', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain(`<loc>${t.config.publicOrigin}/faq</loc>`);
    expect(res.body).toContain(`hreflang="en" href="${t.config.publicOrigin}/faq?lang=en"`);
    expect(res.body).toContain(`<loc>${t.config.publicOrigin}/posts/1</loc>`);
    expect(res.body).not.toContain('/whatsapp');
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Document-only security headers are left off assets (bytes on every file); these stay.
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    // Never revalidated, so no validators either.
    expect(res.headers['etag']).toBeUndefined();
    expect(res.headers['last-modified']).toBeUndefined();
    expect(res.headers['x-request-id']).toBeUndefined();
    const page = await t.app.inject({ url: '/' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    // The build's .br copy, chosen by Accept-Encoding, with the same headers.
    const br = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['vary']).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['x-frame-options']).toBeUndefined();
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const icon = await t.app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    // A file kept for an hour is revalidated after it, with a 304 when unchanged.
    expect(icon.headers['etag']).toBeTruthy();
    const again = await t.app.inject({
      url: '/favicon.svg',
      headers: { 'if-none-match': String(icon.headers['etag']) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('does not fall back to the page for a missing asset under /api', async () => {
    const res = await t.app.inject({ url: '/api/assets/app.js' });
    expect(res.statusCode).toBe(404);
  });
});
