import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoftAuthenticator } from '../../../test/soft-authenticator.js';
import { cookieOf, demoStaff, ORIGIN, signInAs, staffIp } from '../../../test/staff-client.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { DEMO_STAFF_PASSWORD } from '../../../db/seed/demo-staff.js';
import { FRESH_SIGN_IN_MS } from '../auth/sessions.js';
import { currentTotp, sha256 } from './totp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const IP = staffIp(60);
const send = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    remoteAddress: IP,
    headers: { origin: ORIGIN, 'accept-language': 'en', ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** Makes a session's sign-in look `ms` old (the session itself stays valid: it is still in use). */
const ageSignIn = (cookie: string, ms: number) =>
  t.app.db
    .updateTable('staff_sessions')
    .set({ created_at: new Date(Date.now() - ms).toISOString() })
    .where('id', '=', sha256(cookie.split('=')[1]!))
    .execute();

const audit = (action: string) =>
  t.app.db.selectFrom('staff_audit_log').selectAll().where('action', '=', action).execute();

describe('changing one’s own second factor needs a fresh sign-in', () => {
  it('refuses every change 403 with its own code once the sign-in is older than the limit', async () => {
    const cookie = await signInAs(t.app, 'hr', IP);
    const key = new SoftAuthenticator();
    const options = await send('POST', '/api/staff/me/passkeys/options', cookie);
    const passkey = await send('POST', '/api/staff/me/passkeys', cookie, {
      name: 'Phone',
      credential: key.register(options.json(), { origin: ORIGIN }),
    });
    expect(passkey.statusCode).toBe(201);
    await ageSignIn(cookie, FRESH_SIGN_IN_MS + 1000);
    const refused = [
      await send('POST', '/api/staff/me/passkeys/options', cookie),
      await send('DELETE', `/api/staff/me/passkeys/${passkey.json().id}`, cookie),
      await send('POST', '/api/staff/me/totp/start', cookie),
      await send('POST', '/api/staff/me/totp', cookie, { code: '123456' }),
      await send('POST', '/api/staff/me/recovery-codes', cookie),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: 'staff_fresh_signin_required',
        message: expect.stringMatching(/sign in again/i),
      });
    }
    // Reading them still works, and says since when a change needs a new sign-in.
    const factors = await send('GET', '/api/staff/me/factors', cookie);
    expect(factors.statusCode).toBe(200);
    expect(Date.parse(factors.json().freshUntil)).toBeLessThan(Date.now());
    expect(factors.json().passkeys).toHaveLength(1);

    // Signing in again makes the changes possible.
    const again = await signInAs(t.app, 'hr', IP);
    const removed = await send('DELETE', `/api/staff/me/passkeys/${passkey.json().id}`, again);
    expect(removed.statusCode).toBe(204);
    const [entry] = await audit('passkey.remove');
    expect(entry).toMatchObject({ record_id: passkey.json().id, before: JSON.stringify({ name: 'Phone' }) });
    expect((await send('GET', '/api/staff/me/factors', again)).json().passkeys).toEqual([]);
  });

  it('re-enrols the authenticator app: a code from the new secret confirms it, the old secret stops', async () => {
    const person = demoStaff('forms');
    const cookie = await signInAs(t.app, 'forms', IP);
    const start = await send('POST', '/api/staff/me/totp/start', cookie);
    expect(start.statusCode).toBe(200);
    const { secret, uri } = start.json() as { secret: string; uri: string };
    expect(uri).toContain(`secret=${secret}`);
    expect(secret).not.toBe(person.totpSecret);
    // A wrong code uses the pending secret up: a new attempt starts over.
    const wrong = await send('POST', '/api/staff/me/totp', cookie, { code: currentTotp(person.totpSecret) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.code).toBeDefined();
    expect((await send('POST', '/api/staff/me/totp', cookie, { code: currentTotp(secret) })).statusCode).toBe(
      400,
    );

    const next = (await send('POST', '/api/staff/me/totp/start', cookie)).json() as { secret: string };
    const done = await send('POST', '/api/staff/me/totp', cookie, { code: currentTotp(next.secret) });
    expect(done.statusCode).toBe(204);
    const [entry] = await audit('totp.reenrol');
    expect(JSON.parse(entry!.after!)).toEqual({ totp: 'replaced' });

    // Sign-in: the old secret's code is refused, the new one's code was used (replay) ...
    const signIn = async () =>
      cookieOf(
        await send('POST', '/api/staff/auth/sign-in', undefined, {
          login: person.employeeNumber,
          password: DEMO_STAFF_PASSWORD,
        }),
      );
    const oldCode = await send('POST', '/api/staff/auth/factor', await signIn(), {
      code: currentTotp(person.totpSecret),
    });
    expect(oldCode.statusCode).toBe(401);
    const replay = await send('POST', '/api/staff/auth/factor', await signIn(), {
      code: currentTotp(next.secret),
    });
    expect(replay.statusCode).toBe(401);
    // ... and a later code of the new secret signs in.
    await t.app.db
      .updateTable('staff_accounts')
      .set({ totp_last_step: null })
      .where('employee_number', '=', person.employeeNumber)
      .execute();
    const fresh = await send('POST', '/api/staff/auth/factor', await signIn(), {
      code: currentTotp(next.secret),
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('regenerates the recovery codes: shown once, the old ones stop working', async () => {
    const person = demoStaff('content');
    const cookie = await signInAs(t.app, 'content', IP);
    const first = await send('POST', '/api/staff/me/recovery-codes', cookie);
    expect(first.statusCode).toBe(200);
    const old = first.json().recoveryCodes as string[];
    expect(old).toHaveLength(10);
    const second = await send('POST', '/api/staff/me/recovery-codes', cookie);
    const codes = second.json().recoveryCodes as string[];
    expect(codes.some((code) => old.includes(code))).toBe(false);
    expect((await audit('recovery-codes.regenerate')).length).toBe(2);
    const signIn = async () =>
      cookieOf(
        await send('POST', '/api/staff/auth/sign-in', undefined, {
          login: person.employeeNumber,
          password: DEMO_STAFF_PASSWORD,
        }),
      );
    expect((await send('POST', '/api/staff/auth/factor', await signIn(), { code: old[0] })).statusCode).toBe(
      401,
    );
    expect(
      (await send('POST', '/api/staff/auth/factor', await signIn(), { code: codes[0] })).statusCode,
    ).toBe(200);
    expect((await send('GET', '/api/staff/me/factors', cookie)).json().recoveryCodesLeft).toBe(9);
  });

  it("the admin's reset removes the passkeys too and ends the sessions", async () => {
    const cookie = await signInAs(t.app, 'operations', IP);
    const key = new SoftAuthenticator();
    const options = await send('POST', '/api/staff/me/passkeys/options', cookie);
    await send('POST', '/api/staff/me/passkeys', cookie, {
      name: 'Key',
      credential: key.register(options.json(), { origin: ORIGIN }),
    });
    const admin = await signInAs(t.app, 'admin', IP);
    const id = (
      await t.app.db
        .selectFrom('staff_accounts')
        .select('id')
        .where('employee_number', '=', demoStaff('operations').employeeNumber)
        .executeTakeFirstOrThrow()
    ).id;
    const reset = await send('POST', `/api/staff/accounts/${id}/reset-factor`, admin);
    expect(reset.statusCode).toBe(200);
    expect(
      await t.app.db.selectFrom('staff_passkeys').where('account_id', '=', id).select('id').execute(),
    ).toEqual([]);
    expect((await send('GET', '/api/staff/me', cookie)).statusCode).toBe(401);
    const [entry] = await audit('account.reset-factor');
    expect(JSON.parse(entry!.before!)).toEqual({ totp: 'set', passkeys: 1 });
  });
});
