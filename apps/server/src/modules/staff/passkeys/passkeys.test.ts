import type { StaffRole } from '@waha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoftAuthenticator } from '../../../test/soft-authenticator.js';
import { cookieOf, demoStaff, ORIGIN, signInAs, staffIp } from '../../../test/staff-client.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { DEMO_STAFF_PASSWORD } from '../../../db/seed/demo-staff.js';
import { sha256 } from '../factors/totp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const IP = staffIp(40);
const send = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: unknown,
  origin = ORIGIN,
) =>
  t.app.inject({
    method,
    url,
    remoteAddress: IP,
    headers: { origin, 'accept-language': 'en', ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** Password step only: the factor-stage cookie and whether a passkey is offered. */
async function passwordStep(role: StaffRole) {
  const res = await send('POST', '/api/staff/auth/sign-in', undefined, {
    login: demoStaff(role).employeeNumber,
    password: DEMO_STAFF_PASSWORD,
  });
  expect(res.statusCode).toBe(200);
  return { cookie: cookieOf(res), passkey: res.json().passkey as boolean };
}

/** A signed-in person registers a new software passkey; answers it with the session cookie. */
async function enrol(role: StaffRole, name = 'Desk key') {
  const cookie = await signInAs(t.app, role, IP);
  const authenticator = new SoftAuthenticator();
  const options = await send('POST', '/api/staff/me/passkeys/options', cookie);
  expect(options.statusCode).toBe(200);
  const credential = authenticator.register(options.json(), { origin: ORIGIN });
  const created = await send('POST', '/api/staff/me/passkeys', cookie, { name, credential });
  expect(created.statusCode, created.body).toBe(201);
  return { authenticator, cookie, passkeyId: created.json().id as string };
}

async function passkeySignIn(role: StaffRole, authenticator: SoftAuthenticator, bend = {}) {
  const { cookie, passkey } = await passwordStep(role);
  expect(passkey).toBe(true);
  const options = await send('POST', '/api/staff/auth/passkey/options', cookie);
  expect(options.statusCode).toBe(200);
  const credential = authenticator.assert(options.json(), { origin: ORIGIN, ...bend });
  const res = await send('POST', '/api/staff/auth/passkey', cookie, { credential });
  return { res, cookie, options: options.json(), credential };
}

const audits = (action: string, recordId?: string) => {
  let query = t.app.db.selectFrom('staff_audit_log').selectAll().where('action', '=', action);
  if (recordId) query = query.where('record_id', '=', recordId);
  return query.execute();
};
const accountId = async (role: StaffRole) =>
  (
    await t.app.db
      .selectFrom('staff_accounts')
      .select('id')
      .where('employee_number', '=', demoStaff(role).employeeNumber)
      .executeTakeFirstOrThrow()
  ).id;
const failureReasons = async (role: StaffRole) =>
  (await audits('signin.failed', await accountId(role))).map((row) => JSON.parse(row.after!).reason).sort();

describe('passkey registration', () => {
  it('registers a named passkey, lists it, and audits it; the sign-in then offers it', async () => {
    const { cookie, passkeyId } = await enrol('hr', 'Work laptop');
    const factors = await send('GET', '/api/staff/me/factors', cookie);
    expect(factors.json()).toMatchObject({
      totp: true,
      recoveryCodesLeft: 10,
      passkeys: [{ id: passkeyId, name: 'Work laptop', lastUsedAt: null }],
    });
    const [entry] = await audits('passkey.register', passkeyId);
    expect(JSON.parse(entry!.after!)).toMatchObject({ name: 'Work laptop' });
    expect((await passwordStep('hr')).passkey).toBe(true);
    expect((await passwordStep('forms')).passkey).toBe(false);
  });

  it('refuses a wrong origin, a missing user verification and a used challenge, auditing each', async () => {
    const cookie = await signInAs(t.app, 'forms', IP);
    const authenticator = new SoftAuthenticator();
    const register = async (
      bend: { origin?: string; userVerified?: boolean },
      reuse?: { challenge: string },
    ) => {
      const options: { challenge: string } =
        reuse ?? (await send('POST', '/api/staff/me/passkeys/options', cookie)).json();
      const credential = authenticator.register(
        { ...options, rp: { id: 'localhost' } },
        { origin: ORIGIN, ...bend },
      );
      return {
        options,
        res: await send('POST', '/api/staff/me/passkeys', cookie, { name: 'Key', credential }),
      };
    };
    const wrongOrigin = await register({ origin: 'https://evil.example' });
    expect(wrongOrigin.res.statusCode).toBe(400);
    expect(wrongOrigin.res.json().code).toBe('staff_passkey_failed');
    // The challenge was used by the refused attempt: the right answer to it is refused too.
    expect((await register({}, wrongOrigin.options)).res.statusCode).toBe(400);
    expect((await register({ userVerified: false })).res.statusCode).toBe(400);
    const factors = await send('GET', '/api/staff/me/factors', cookie);
    expect(factors.json().passkeys).toEqual([]);
    const reasons = (await audits('passkey.register-failed', await accountId('forms'))).map(
      (row) => JSON.parse(row.after!).reason,
    );
    expect(reasons.sort()).toEqual(['challenge', 'invalid', 'invalid']);
  });

  it('refuses a passkey registered twice', async () => {
    const { authenticator, cookie } = await enrol('content');
    const options = await send('POST', '/api/staff/me/passkeys/options', cookie);
    // The options tell the browser not to offer it again (excludeCredentials) ...
    expect(options.json().excludeCredentials).toEqual([expect.objectContaining({ id: authenticator.id })]);
    // ... and the server refuses it anyway.
    const credential = authenticator.register(options.json(), { origin: ORIGIN });
    const again = await send('POST', '/api/staff/me/passkeys', cookie, { name: 'Twice', credential });
    expect(again.statusCode).toBe(400);
  });
  it('holds the limit of 10 passkeys even when two sessions each hold a challenge issued at 9', async () => {
    const first = await signInAs(t.app, 'operations', IP);
    const second = await signInAs(t.app, 'operations', IP);
    const add = async (cookie: string, options: Record<string, unknown>, name: string) =>
      send('POST', '/api/staff/me/passkeys', cookie, {
        name,
        credential: new SoftAuthenticator().register(options as never, { origin: ORIGIN }),
      });
    const optionsFor = async (cookie: string) =>
      (await send('POST', '/api/staff/me/passkeys/options', cookie)).json() as Record<string, unknown>;
    for (let n = 1; n <= 9; n++)
      expect((await add(first, await optionsFor(first), `Key ${n}`)).statusCode).toBe(201);
    const [a, b] = [await optionsFor(first), await optionsFor(second)];
    expect((await add(first, a, 'Key 10')).statusCode).toBe(201);
    expect((await add(second, b, 'Key 11')).statusCode).toBe(400);
    expect((await send('POST', '/api/staff/me/passkeys/options', second)).statusCode).toBe(400);
    const reasons = (await audits('passkey.register-failed', await accountId('operations'))).map(
      (row) => JSON.parse(row.after!).reason,
    );
    expect(reasons).toEqual(['limit']);
  });
});

describe('passkey sign-in', () => {
  it('signs in with password and passkey, rotating the session, moving the counter, auditing it', async () => {
    const { authenticator, passkeyId } = await enrol('rates');
    const { res, cookie } = await passkeySignIn('rates', authenticator);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ next: 'done' });
    const full = cookieOf(res);
    expect(full).not.toBe(cookie);
    const me = await send('GET', '/api/staff/me', full);
    expect(me.json().employeeNumber).toBe(demoStaff('rates').employeeNumber);
    const row = await t.app.db
      .selectFrom('staff_passkeys')
      .selectAll()
      .where('id', '=', passkeyId)
      .executeTakeFirstOrThrow();
    expect(Number(row.counter)).toBe(authenticator.counter);
    expect(row.last_used_at).not.toBeNull();
    const succeeded = await audits('signin.succeeded', await accountId('rates'));
    // This test's client carries no device cookie: the sign-in is from a new device (issue 21).
    expect(succeeded.map((e) => JSON.parse(e.after!))).toContainEqual({
      factor: 'passkey',
      passkey: passkeyId,
      device: 'new',
    });
  });

  it('refuses a wrong origin, a replayed challenge and an expired one, with the one sign-in answer', async () => {
    const { authenticator } = await enrol('support');
    const wrong = await passkeySignIn('support', authenticator, { origin: 'https://evil.example' });
    expect(wrong.res.statusCode).toBe(401);
    expect(wrong.res.json().code).toBe('staff_signin_failed');
    // Replay: the right assertion for the challenge the refused one used up.
    const replay = authenticator.assert(wrong.options, { origin: ORIGIN });
    const replayed = await send('POST', '/api/staff/auth/passkey', wrong.cookie, { credential: replay });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual(wrong.res.json());

    const { cookie } = await passwordStep('support');
    const options = (await send('POST', '/api/staff/auth/passkey/options', cookie)).json();
    await t.app.db
      .updateTable('staff_factor_challenges')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('session_id', '=', sha256(cookie.split('=')[1]!))
      .execute();
    const late = authenticator.assert(options, { origin: ORIGIN });
    expect((await send('POST', '/api/staff/auth/passkey', cookie, { credential: late })).statusCode).toBe(
      401,
    );
    expect(await failureReasons('support')).toEqual(['challenge', 'challenge', 'invalid']);

    // The same passkey still works for a fresh challenge; a successful assertion cannot be replayed.
    const ok = await passkeySignIn('support', authenticator);
    expect(ok.res.statusCode).toBe(200);
    const second = await passwordStep('support');
    const again = await send('POST', '/api/staff/auth/passkey', second.cookie, { credential: ok.credential });
    expect(again.statusCode).toBe(401);
  });

  it('refuses an unknown credential, a counter going back and a missing user verification', async () => {
    const { authenticator } = await enrol('escalation');
    const stranger = new SoftAuthenticator();
    stranger.counter = 10;
    const unknown = await passkeySignIn('escalation', stranger);
    expect(unknown.res.statusCode).toBe(401);
    const ok = await passkeySignIn('escalation', authenticator, { counter: 7 });
    expect(ok.res.statusCode).toBe(200);
    const cloned = await passkeySignIn('escalation', authenticator, { counter: 3 });
    expect(cloned.res.statusCode).toBe(401);
    const noUv = await passkeySignIn('escalation', authenticator, { userVerified: false, counter: 8 });
    expect(noUv.res.statusCode).toBe(401);
    expect(await failureReasons('escalation')).toEqual(['counter', 'invalid', 'unknown']);
    // No session came of any refusal.
    expect((await send('GET', '/api/staff/me', cookieOf(cloned.res))).statusCode).toBe(401);
  });

  it('needs the password step first', async () => {
    const res = await send('POST', '/api/staff/auth/passkey/options');
    expect(res.statusCode).toBe(401);
  });
});
