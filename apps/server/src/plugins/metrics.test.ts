import { randomBytes, randomInt } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sample, scrape } from '../test/metrics-text.js';
import { createTestApp, unreachableSms, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
});
afterAll(async () => t.close());

describe('GET /metrics (development and tests: open)', () => {
  it('answers the Prometheus text format with the process metrics, uncached', async () => {
    const res = await t.app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/^# HELP process_cpu_user_seconds_total /m);
    expect(res.body).toMatch(/^nodejs_heap_size_used_bytes \d/m);
    expect(res.body).toMatch(/^# TYPE waha_uploads_refused_total counter$/m);
  });

  it('is gzipped only when the scraper asks for it, as Prometheus does', async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString('utf8')).toMatch(/^# HELP /m);
  });

  it('times requests by route pattern, never by the raw path', async () => {
    const id = String(randomInt(100_000_000, 999_999_999));
    expect((await t.app.inject({ url: `/api/posts/${id}` })).statusCode).toBe(404);
    const unknown = `/api/nothing-here-${randomBytes(4).toString('hex')}`;
    expect((await t.app.inject({ url: `${unknown}?ref=${id}` })).statusCode).toBe(404);
    const text = await scrape(t.app);
    const labels = text.split('\n').map((line) => /\{(.*)\}/.exec(line)?.[1] ?? '');
    const post = { method: 'GET', route: '/api/posts/:id', status_code: '404' };
    expect(sample(text, 'http_request_duration_seconds_count', post)).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...post, le: '+Inf' })).toBe(1);
    const unmatched = { method: 'GET', route: 'unmatched', status_code: '404' };
    expect(sample(text, 'http_request_duration_seconds_count', unmatched)).toBeGreaterThanOrEqual(1);
    expect(labels.filter((set) => set.includes(id) || set.includes('nothing-here'))).toEqual([]);
    // The scrapes themselves are left out of the histogram.
    expect(text).not.toContain('route="/metrics"');
  });

  it('is not in the OpenAPI document', async () => {
    const doc = await t.app.inject({ url: '/api/docs/json' });
    expect(Object.keys(doc.json().paths)).not.toContain('/metrics');
    expect(Object.keys(doc.json().paths)).toContain('/api/health/ready');
  });
});

describe('GET /metrics in production', () => {
  const HTTP_SMS = unreachableSms();
  const production = (metricsToken: string | null) =>
    createTestApp({ env: 'production', sms: HTTP_SMS, demoData: false, apiDocsUi: false, metricsToken });

  it('is off (404, the usual envelope) without METRICS_TOKEN', async () => {
    const prod = await production(null);
    try {
      const res = await prod.app.inject({ url: '/metrics', headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
      expect(res.body).not.toMatch(/process_cpu/);
    } finally {
      await prod.close();
    }
  });

  it('answers only the right bearer token: without it or with a wrong one, the 404 of a route that is off', async () => {
    const token = randomBytes(24).toString('base64url');
    const prod = await production(token);
    try {
      const get = (authorization?: string) =>
        prod.app.inject({
          url: '/metrics',
          headers: { 'accept-language': 'en', ...(authorization ? { authorization } : {}) },
        });
      const unknown = await prod.app.inject({
        url: '/api/no-such-route',
        headers: { 'accept-language': 'en' },
      });
      for (const wrong of [
        undefined,
        'Bearer',
        `Bearer ${token}x`,
        `Bearer ${token.slice(1)}`,
        `Basic ${token}`,
      ]) {
        const res = await get(wrong);
        expect(res.statusCode, String(wrong)).toBe(404);
        // The body of any unknown API address: nothing says a token (or a session) is wanted.
        expect(res.json(), String(wrong)).toEqual(unknown.json());
        expect(res.json()).toEqual({ code: 'not_found', message: 'We could not find what you asked for.' });
        expect(res.headers['www-authenticate']).toBeUndefined();
        expect(res.body).not.toMatch(/session|process_cpu/i);
      }
      const ok = await get(`Bearer ${token}`);
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toMatch(/^# HELP process_cpu_user_seconds_total /m);
    } finally {
      await prod.close();
    }
  });
});
