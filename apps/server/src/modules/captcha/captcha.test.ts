import { randomBytes } from 'node:crypto';
import { CaptchaChallengeSchema, ErrorEnvelopeSchema } from '@waha/shared';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let second: FastifyInstance;
const run = randomBytes(2).toString('hex');
let addressCount = 0;
/** Each test (and each run: Redis outlives a run) gets its own client address. */
const newClient = () => `2001:db8:${run}::${(addressCount += 1)}`;

beforeAll(async () => {
  t = await createTestApp({
    ratesLimit: { max: 3, windowMs: 60_000, exemptIps: ['192.0.2.50'] },
    captcha: { passMs: 60_000, cost: 50 },
  });
  // A second instance on the same database (and the same Redis in the scale-out run).
  second = await buildApp(t.config, { seed: false });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

function rates(app: FastifyInstance, ip: string) {
  return app.inject({
    url: '/api/exchangeRates?Branch_ID=19',
    remoteAddress: ip,
    headers: { 'accept-language': 'en' },
  });
}

async function solvedPayload(app: FastifyInstance, ip: string): Promise<string> {
  const res = await app.inject({ url: '/api/captcha/challenge', remoteAddress: ip });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const challenge = CaptchaChallengeSchema.parse(res.json());
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

function verify(app: FastifyInstance, ip: string, payload: string) {
  return app.inject({
    method: 'POST',
    url: '/api/captcha/verify',
    remoteAddress: ip,
    headers: { 'accept-language': 'en' },
    payload: { payload },
  });
}

describe('rates limit and captcha', () => {
  it('answers 429 with the envelope and Retry-After once a client passes the limit', async () => {
    const ip = newClient();
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await rates(t.app, ip)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const res = await rates(t.app, ip);
    expect(ErrorEnvelopeSchema.parse(res.json())).toEqual({
      code: 'rate_limited',
      message: 'Too many requests. Please wait a moment and try again.',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await rates(t.app, newClient())).statusCode).toBe(200);
  });

  it('shares the count between two instances (database or Redis)', async () => {
    const ip = newClient();
    const statuses = [];
    for (const app of [t.app, second, t.app, second]) statuses.push((await rates(app, ip)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('lifts the limit on every instance after a verified captcha, and refuses its replay', async () => {
    const ip = newClient();
    for (let i = 0; i < 4; i += 1) await rates(t.app, ip);
    expect((await rates(second, ip)).statusCode).toBe(429);

    const payload = await solvedPayload(t.app, ip);
    const ok = await verify(t.app, ip, payload);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ verified: true, passSeconds: 60 });
    for (let i = 0; i < 5; i += 1) expect((await rates(second, ip)).statusCode).toBe(200);

    const replay = await verify(second, ip, payload);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({ code: 'captcha_replayed' });
  });

  it('refuses a forged solution, a tampered challenge and a solution solved for another client', async () => {
    const ip = newClient();
    const payload = await solvedPayload(t.app, ip);
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

    const wrongKey = { ...decoded, solution: { ...decoded.solution, derivedKey: 'ab'.repeat(32) } };
    const cheaper = {
      ...decoded,
      challenge: { ...decoded.challenge, parameters: { ...decoded.challenge.parameters, cost: 1 } },
    };
    for (const forged of [encode(wrongKey), encode(cheaper), 'not base64 json', encode({ hello: 1 })]) {
      const res = await verify(t.app, ip, forged);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'captcha_failed' });
    }
    const elsewhere = await verify(t.app, newClient(), payload);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ code: 'captcha_failed' });
    // The genuine solution still works for its own client: failed attempts do not spend it.
    expect((await verify(t.app, ip, payload)).statusCode).toBe(200);
  });

  it('refuses an empty payload with field errors', async () => {
    const res = await verify(t.app, newClient(), '');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      fieldErrors: { payload: [expect.any(String)] },
    });
  });

  it('never limits an exempt address (the benchmark, own monitoring)', async () => {
    for (let i = 0; i < 6; i += 1) expect((await rates(t.app, '192.0.2.50')).statusCode).toBe(200);
  });

  it('does not store client addresses in clear', async () => {
    const ip = newClient();
    const payload = await solvedPayload(t.app, ip);
    await verify(t.app, ip, payload);
    if (t.app.redis) {
      expect((await t.app.redis.keys('captcha:*')).join()).not.toContain(ip);
    } else {
      const rows = await t.app.db.selectFrom('captcha_marks').select('key').execute();
      expect(rows.map((r) => r.key).join()).not.toContain(ip);
    }
  });
});
