import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp } from '../../../test/core-fixtures.js';
import {
  DEMO_STAFF_PASSWORD,
  deviceCookieOf,
  metricDeltas,
  signInSteps,
  solvedCaptcha,
  statuses,
  WRONG,
} from '../../../test/signin-client.js';
import { cookieOf, ORIGIN, signInAs } from '../../../test/staff-client.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { SIGNIN_LIMITS, subjectKey } from './signin-limits.js';

// Issue 21: every limit is reserved before the password, code or passkey is evaluated, and a
// browser where the person signed in is never locked out by failures from elsewhere.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ captcha: { passMs: 60_000, cost: 50 } });
});
afterAll(async () => t.close());

describe("device cookies: failures elsewhere never lock out the person's own browser", () => {
  it('signs the person in at once on their device after 20 failures from other addresses', async () => {
    const steps = signInSteps(t.app, 'content');
    const home = randomIp();
    const earlier = await steps.full(home);
    expect(earlier.second?.statusCode).toBe(200);
    const device = deviceCookieOf(earlier.second!);
    expect(device).not.toBeNull();
    const header = String(earlier.second!.headers['set-cookie']);
    expect(header).toMatch(/Path=\/api\/staff\/auth/);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Strict/);

    const attacks = await Promise.all(Array.from({ length: 20 }, () => steps.password(WRONG, randomIp())));
    expect(statuses(attacks)[429]).toBeGreaterThanOrEqual(15);
    // A browser without the cookie is held back now, even with the right password...
    const stranger = await steps.password(DEMO_STAFF_PASSWORD, randomIp());
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().code).toBe('staff_captcha_required');
    // ...but the person's own browser signs in at once, from any address.
    const own = await steps.full(randomIp(), `${device!.name}=${device!.value}`);
    expect(own.first.statusCode).toBe(200);
    expect(own.second?.statusCode).toBe(200);
    // A known device gets no new cookie and no "new device" entry.
    expect(deviceCookieOf(own.second!)).toBeNull();
  });

  it("counts a device's own failures against it alone (5), audited and counted once as a block", async () => {
    const steps = signInSteps(t.app, 'hr');
    const earlier = await steps.full();
    const device = deviceCookieOf(earlier.second!)!;
    const cookie = `${device.name}=${device.value}`;
    const accountId = await steps.accountId();
    const [blocks] = await metricDeltas(
      t.app,
      [['waha_staff_signin_blocks_total', { scope: 'device' }]],
      async () => {
        const responses = await Promise.all(
          Array.from({ length: 12 }, () => steps.password(WRONG, randomIp(), cookie)),
        );
        expect(statuses(responses)).toEqual({ 401: 5, 429: 7 });
      },
    );
    expect(blocks).toBe(1);
    const entries = await t.app.db
      .selectFrom('staff_audit_log')
      .select('after')
      .where('action', '=', 'signin.blocked')
      .where('record_id', '=', accountId)
      .execute();
    expect(entries.map((e) => JSON.parse(e.after!))).toEqual([{ scope: 'device' }]);
    // The device's failures did not touch the unknown-device count: a new browser is evaluated.
    expect((await steps.password(DEMO_STAFF_PASSWORD, randomIp())).statusCode).toBe(200);
  });

  it("treats a forged device cookie (another person's, or an altered signature) as an unknown device", async () => {
    const victim = signInSteps(t.app, 'forms');
    const other = signInSteps(t.app, 'admin');
    const victimDevice = deviceCookieOf((await victim.full()).second!)!;
    const otherDevice = deviceCookieOf((await other.full()).second!)!;
    expect(otherDevice.name).not.toBe(victimDevice.name);
    // Use up the victim's unknown-device attempts.
    for (let i = 0; i < SIGNIN_LIMITS.unknownDevices.max; i++) await victim.password(WRONG, randomIp());
    const tampered = victimDevice.value.slice(0, -2) + (victimDevice.value.endsWith('AA') ? 'BB' : 'AA');
    const forged = [
      `${victimDevice.name}=${otherDevice.value}`,
      `${victimDevice.name}=${tampered}`,
      `${otherDevice.name}=${otherDevice.value}`,
    ];
    for (const cookie of forged) {
      const res = await victim.password(DEMO_STAFF_PASSWORD, randomIp(), cookie);
      expect(res.statusCode, cookie).toBe(429);
      expect(res.json().code).toBe('staff_captcha_required');
    }
    const genuine = await victim.password(
      DEMO_STAFF_PASSWORD,
      randomIp(),
      `${victimDevice.name}=${victimDevice.value}`,
    );
    expect(genuine.statusCode).toBe(200);
  });
});

describe('unknown devices: captcha, then a block; blocks and new devices audited and counted', () => {
  it('past the free attempts takes one solved captcha per attempt, then blocks unknown devices only', async () => {
    const steps = signInSteps(t.app, 'operations');
    // The operations account's free attempts were used by the 30-address test above; make sure.
    for (let i = 0; i < SIGNIN_LIMITS.unknownDevices.max; i++) await steps.password(WRONG, randomIp());
    const ip = randomIp();
    const asked = await steps.password(DEMO_STAFF_PASSWORD, ip);
    expect(asked.statusCode).toBe(429);
    expect(asked.json()).toMatchObject({ code: 'staff_captcha_required' });
    // A forged payload is refused; a solved one lets the attempt be evaluated, once.
    expect(
      (await steps.password(DEMO_STAFF_PASSWORD, ip, undefined, 'bm90LWEtcGF5bG9hZA==')).statusCode,
    ).toBe(400);
    const payload = await solvedCaptcha(t.app, ip);
    const solved = await steps.password(DEMO_STAFF_PASSWORD, ip, undefined, payload);
    expect(solved.statusCode).toBe(200);
    expect((await steps.password(DEMO_STAFF_PASSWORD, ip, undefined, payload)).json().code).toBe(
      'captcha_replayed',
    );

    // The captcha budget used up (as if by 15 solved attempts): the next one starts the block.
    const accountId = await steps.accountId();
    await t.app.limiter.hit(
      SIGNIN_LIMITS.captcha,
      subjectKey(accountId, ''),
      Date.now(),
      SIGNIN_LIMITS.captcha.max,
    );
    const [blocks] = await metricDeltas(
      t.app,
      [['waha_staff_signin_blocks_total', { scope: 'unknown_devices' }]],
      async () => {
        const blocked = await steps.password(
          DEMO_STAFF_PASSWORD,
          ip,
          undefined,
          await solvedCaptcha(t.app, ip),
        );
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json().code).toBe('rate_limited');
        expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
        // Without a captcha the answer says "blocked" too, so nobody solves one in vain.
        expect((await steps.password(DEMO_STAFF_PASSWORD, randomIp())).json().code).toBe('rate_limited');
      },
    );
    expect(blocks).toBe(1);
    const entry = await t.app.db
      .selectFrom('staff_audit_log')
      .select(['after', 'actor_id'])
      .where('action', '=', 'signin.blocked')
      .where('record_id', '=', accountId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.after!)).toEqual({ scope: 'unknown_devices' });
    expect(entry.actor_id).toBe(accountId);
  });

  it('limits one address to 20 attempts over many accounts, and audits the block once', async () => {
    const ip = randomIp();
    const [blocks] = await metricDeltas(
      t.app,
      [['waha_staff_signin_blocks_total', { scope: 'address' }]],
      async () => {
        const responses = await Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            t.app.inject({
              method: 'POST',
              url: '/api/staff/auth/sign-in',
              remoteAddress: ip,
              headers: { origin: 'http://localhost:3000' },
              payload: { login: `nobody-${i}-${Math.random()}@staff.example`, password: WRONG },
            }),
          ),
        );
        expect(statuses(responses)).toEqual({ 401: 20, 429: 10 });
      },
    );
    expect(blocks).toBe(1);
  });

  it('counts a sign-in from a new device, and tells the person of the failures since their last sign-in', async () => {
    const steps = signInSteps(t.app, 'escalation');
    const ip = randomIp();
    // Someone tries this account from elsewhere: 3 evaluated failures, then more refused.
    await Promise.all(Array.from({ length: 8 }, () => steps.password(WRONG, randomIp())));
    const [newDevices] = await metricDeltas(t.app, [['waha_staff_signin_new_devices_total']], async () => {
      await t.app.limiter.reset(SIGNIN_LIMITS.unknownDevices.bucket, subjectKey(await steps.accountId(), ''));
      const { second } = await steps.full(ip);
      expect(second?.statusCode).toBe(200);
      const state = await t.app.inject({
        url: '/api/staff/auth/session',
        headers: { cookie: cookieOf(second!) },
      });
      const notice = state.json().me.signInNotice;
      expect(notice.failedAttempts).toBeGreaterThanOrEqual(1);
      expect(notice.failedAttempts).toBeLessThanOrEqual(SIGNIN_LIMITS.unknownDevices.max);
      expect(Date.parse(notice.lastFailedAt)).toBeGreaterThan(Date.now() - 5 * 60_000);
      const me = await t.app.inject({ url: '/api/staff/me', headers: { cookie: cookieOf(second!) } });
      expect(me.json().signInNotice).toEqual(notice);
    });
    expect(newDevices).toBe(1);
    // The next sign-in has nothing to tell.
    const again = await steps.full(ip);
    const me = await t.app.inject({ url: '/api/staff/me', headers: { cookie: cookieOf(again.second!) } });
    expect(me.json().signInNotice).toBeNull();
  });
});

describe('disabling an account forgets its devices and sessions (issue 37)', () => {
  it('disable then enable: the old device cookie is an unknown device again, the old session is gone', async () => {
    const steps = signInSteps(t.app, 'finance');
    const accountId = await steps.accountId();
    const earlier = await steps.full(randomIp());
    const device = deviceCookieOf(earlier.second!)!;
    const cookie = `${device.name}=${device.value}`;
    const session = cookieOf(earlier.second!);
    // Failures from elsewhere use up the free unknown-device attempts: a stranger now needs a
    // captcha, the person's own browser does not.
    for (let i = 0; i < SIGNIN_LIMITS.unknownDevices.max; i++) await steps.password(WRONG, randomIp());
    expect((await steps.password(DEMO_STAFF_PASSWORD, randomIp())).json().code).toBe(
      'staff_captcha_required',
    );
    expect((await steps.password(DEMO_STAFF_PASSWORD, randomIp(), cookie)).statusCode).toBe(200);

    const admin = await signInAs(t.app, 'admin', randomIp());
    const patch = (active: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/staff/accounts/${accountId}`,
        headers: { cookie: admin, origin: ORIGIN },
        payload: { active },
      });
    expect((await patch(false)).statusCode).toBe(200);
    expect((await patch(true)).statusCode).toBe(200);

    // The device cookie no longer lets the person past the unknown-device limit...
    const after = await steps.password(DEMO_STAFF_PASSWORD, randomIp(), cookie);
    expect(after.statusCode).toBe(429);
    expect(after.json().code).toBe('staff_captcha_required');
    // ...no row proves it any more, and the session from before the disabling stays ended.
    const devices = await t.app.db
      .selectFrom('staff_devices')
      .select('id')
      .where('account_id', '=', accountId)
      .execute();
    expect(devices).toEqual([]);
    expect((await t.app.inject({ url: '/api/staff/me', headers: { cookie: session } })).statusCode).toBe(401);
    // Audited with the disabling: what it ended, in the same entry.
    const entries = await t.app.db
      .selectFrom('staff_audit_log')
      .select('after')
      .where('action', '=', 'account.update')
      .where('record_id', '=', accountId)
      .execute();
    const disabled = entries.map((e) => JSON.parse(e.after!)).find((after) => after.active === false);
    expect(disabled).toMatchObject({ devicesRevoked: 1 });
    expect(disabled.sessionsEnded).toBeGreaterThanOrEqual(1);
  });
});
