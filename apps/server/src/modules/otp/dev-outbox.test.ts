import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('development outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers a client on this machine', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await t.app.inject({ url: '/api/dev/outbox', remoteAddress })).statusCode).toBe(200);
    }
  });

  it('does not answer another machine, nor a request forwarded by a proxy on this one', async () => {
    const elsewhere = await t.app.inject({ url: '/api/dev/outbox', remoteAddress: '192.0.2.10' });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().code).toBe('not_found');
    const forwarded = await t.app.inject({
      url: '/api/dev/outbox',
      headers: { 'x-forwarded-for': '192.0.2.10' },
    });
    expect(forwarded.statusCode).toBe(404);
  });
});
