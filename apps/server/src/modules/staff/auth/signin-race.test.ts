import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp } from '../../../test/core-fixtures.js';
import {
  checks,
  DEMO_STAFF_PASSWORD,
  metricDeltas,
  signInSteps,
  statuses,
  WRONG,
} from '../../../test/signin-client.js';
import { cookieOf, ORIGIN, signInAs } from '../../../test/staff-client.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../../test/test-app.js';
import { SIGNIN_LIMITS } from './signin-limits.js';
import { currentTotp } from '../factors/totp.js';

// Issue 21: every limit is reserved before the password, code or passkey is evaluated, and a
// browser where the person signed in is never locked out by failures from elsewhere.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ captcha: { passMs: 60_000, cost: 50 } });
});
afterAll(async () => t.close());

describe(`staff sign-in limits under concurrency on ${TEST_ENGINE}`, () => {
  it('evaluates at most 5 of 100 simultaneous wrong passwords for one account; the rest get 429', async () => {
    const steps = signInSteps(t.app, 'support');
    let responses: { statusCode: number }[] = [];
    const [evaluated = -1] = await metricDeltas(t.app, [checks('password')], async () => {
      responses = await Promise.all(Array.from({ length: 100 }, () => steps.password(WRONG, randomIp())));
    });
    expect(evaluated).toBeLessThanOrEqual(SIGNIN_LIMITS.unknownDevices.max);
    const counted = statuses(responses);
    expect(counted[401]).toBe(evaluated);
    expect(counted[429]).toBe(100 - evaluated);
  });

  it('evaluates at most 5 of 100 simultaneous wrong passwords from one address', async () => {
    const steps = signInSteps(t.app, 'escalation');
    const ip = randomIp();
    const [evaluated] = await metricDeltas(t.app, [checks('password')], async () => {
      await Promise.all(Array.from({ length: 100 }, () => steps.password(WRONG, ip)));
    });
    expect(evaluated).toBeLessThanOrEqual(SIGNIN_LIMITS.unknownDevices.max);
  });

  it('evaluates at most the account limit of 30 wrong passwords from 30 addresses', async () => {
    const steps = signInSteps(t.app, 'operations');
    const [evaluated] = await metricDeltas(t.app, [checks('password')], async () => {
      const responses = await Promise.all(
        Array.from({ length: 30 }, () => steps.password(WRONG, randomIp())),
      );
      expect(statuses(responses)[429]).toBeGreaterThanOrEqual(25);
    });
    expect(evaluated).toBeLessThanOrEqual(SIGNIN_LIMITS.unknownDevices.max);
  });

  it('evaluates at most 5 of 40 simultaneous wrong TOTP codes, and of 40 recovery codes, per session', async () => {
    const steps = signInSteps(t.app, 'rates');
    const ip = randomIp();
    const sessionOf = async () => {
      const first = await steps.password(DEMO_STAFF_PASSWORD, ip);
      expect(first.statusCode).toBe(200);
      return cookieOf(first);
    };
    const right = currentTotp(steps.person.totpSecret);
    const wrong = (i: number) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0');
    const totpSession = await sessionOf();
    const recoverySession = await sessionOf();
    const [totp, recovery] = await metricDeltas(t.app, [checks('totp'), checks('recovery')], async () => {
      const [byTotp, byRecovery] = await Promise.all([
        Promise.all(Array.from({ length: 40 }, (_, i) => steps.factor(wrong(i), totpSession, ip))),
        Promise.all(
          Array.from({ length: 40 }, (_, i) =>
            steps.factor(`abcde-${String(i).padStart(5, '0')}`, recoverySession, ip),
          ),
        ),
      ]);
      expect(statuses(byTotp)[429]).toBeGreaterThanOrEqual(35);
      expect(statuses(byRecovery)[429]).toBeGreaterThanOrEqual(35);
    });
    expect(totp).toBeLessThanOrEqual(SIGNIN_LIMITS.factorSession.max);
    expect(recovery).toBeLessThanOrEqual(SIGNIN_LIMITS.factorSession.max);
    // Even the right code is refused on a spent session.
    expect((await steps.factor(right, totpSession, ip)).statusCode).toBe(429);
  });
});

describe('slow down before the captcha', () => {
  it('makes the 3rd to 5th attempt from unknown devices wait, holding its slot', async () => {
    const slow = await createTestApp({ staffSignInSlowdownMs: 400 }, { seed: true });
    try {
      const steps = signInSteps(slow.app, 'support');
      const timed = async () => {
        const started = Date.now();
        const res = await steps.password(WRONG, randomIp());
        expect(res.statusCode).toBe(401);
        return Date.now() - started;
      };
      await timed();
      await timed();
      // Lower bounds only: a busy machine makes requests slower, never faster.
      expect(await timed()).toBeGreaterThanOrEqual(400);
      expect(await timed()).toBeGreaterThanOrEqual(800);
    } finally {
      await slow.close();
    }
  });
});

describe('the set-up link', () => {
  it('checks at most 5 first authenticator codes on one link, whatever arrives at once', async () => {
    const admin = await signInAs(t.app, 'admin', randomIp());
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/staff/accounts',
      headers: { cookie: admin, origin: ORIGIN },
      payload: {
        employeeNumber: '10021',
        email: 'limits.hire@staff.example',
        name: 'Limits Hire',
        roles: ['support'],
      },
    });
    expect(created.statusCode).toBe(201);
    const token = (created.json().setupLink as string).split('#')[1]!;
    const post = (url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url,
        payload: payload as Record<string, unknown>,
        remoteAddress: randomIp(),
        headers: { origin: ORIGIN },
      });
    const { secret } = (await post('/api/staff/auth/setup/start', { token })).json() as { secret: string };
    const right = currentTotp(secret);
    const wrong = (i: number) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0');
    const password = 'a-long-and-unusual-passphrase';
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post('/api/staff/auth/setup/complete', { token, password, code: wrong(i) }),
      ),
    );
    expect(statuses(responses)).toEqual({ 400: 5, 429: 15 });
    expect((await post('/api/staff/auth/setup/complete', { token, password, code: right })).statusCode).toBe(
      429,
    );
  });
});
