import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ErrorEnvelopeSchema } from '@waha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.js';

let t: TestApp;
const webDist = mkdtempSync(path.join(tmpdir(), 'waha-web-'));

beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg/>');
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
  it('serves index.html for any page path, never cached', async () => {
    for (const url of ['/', '/no-such-page', '/posts/3?x=1']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('does not fall back to the page for a missing asset under /api', async () => {
    const res = await t.app.inject({ url: '/api/assets/app.js' });
    expect(res.statusCode).toBe(404);
  });
});
