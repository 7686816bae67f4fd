import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { cookieOf, demoStaff, ORIGIN, signInAs, staffIp } from '../../../test/staff-client.js';
import { DEMO_STAFF_PASSWORD } from '../../../db/seed/demo-staff.js';
import { ABSOLUTE_MS, IDLE_MS } from './sessions.js';
import { currentTotp, sha256 } from '../factors/totp.js';

let t: TestApp;
// Unknown logins are throttle keys of their own; Redis keeps them between runs (PostgreSQL mode).
const runTag = Math.random().toString(36).slice(2, 8);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const post = (
  url: string,
  payload: unknown,
  cookie?: string,
  ip = staffIp(10),
  origin: string | null = ORIGIN,
) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress: ip,
    headers: { ...(origin ? { origin } : {}), ...(cookie ? { cookie } : {}), 'accept-language': 'en' },
  });
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/staff/me', headers: { cookie } });
const resetStep = (employeeNumber: string) =>
  t.app.db
    .updateTable('staff_accounts')
    .set({ totp_last_step: null })
    .where('employee_number', '=', employeeNumber)
    .execute();

describe('staff sign-in', () => {
  it('signs in with password then TOTP, rotating the session, and writes the audit entry', async () => {
    const person = demoStaff('rates');
    await resetStep(person.employeeNumber);
    const first = await post('/api/staff/auth/sign-in', {
      login: person.email.toUpperCase(),
      password: DEMO_STAFF_PASSWORD,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ next: 'factor', passkey: false });
    const factorCookie = cookieOf(first);
    expect(String(first.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect(String(first.headers['set-cookie'])).toMatch(/SameSite=Strict/i);
    // Password alone is not a session.
    expect((await me(factorCookie)).statusCode).toBe(401);
    const second = await post(
      '/api/staff/auth/factor',
      { code: currentTotp(person.totpSecret) },
      factorCookie,
    );
    expect(second.statusCode).toBe(200);
    const full = cookieOf(second);
    expect(full).not.toBe(factorCookie);
    // The factor-stage token is gone (rotation): it opens nothing any more.
    expect((await me(factorCookie)).statusCode).toBe(401);
    const who = await me(full);
    expect(who.statusCode).toBe(200);
    expect(who.json()).toMatchObject({
      employeeNumber: person.employeeNumber,
      roles: ['rates'],
      permissions: ['self', 'rates.read', 'rates.write'],
    });
    const entry = await t.app.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('action', '=', 'signin.succeeded')
      .where('actor_label', '=', person.employeeNumber)
      .executeTakeFirstOrThrow();
    // A browser without this person's device cookie: the entry says it was a new device (issue 21).
    expect(JSON.parse(entry.after!)).toEqual({ factor: 'totp', device: 'new' });
  });

  it('gives one answer for an unknown login, a wrong password and a wrong code, and audits the failures', async () => {
    const person = demoStaff('content');
    await resetStep(person.employeeNumber);
    const unknown = await post(
      '/api/staff/auth/sign-in',
      { login: `nobody-${runTag}@staff.example`, password: DEMO_STAFF_PASSWORD },
      undefined,
      staffIp(11),
    );
    const wrongPassword = await post(
      '/api/staff/auth/sign-in',
      { login: person.employeeNumber, password: 'not-the-password!' },
      undefined,
      staffIp(11),
    );
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrongPassword.json());
    expect(unknown.json()).toEqual({
      code: 'staff_signin_failed',
      message: 'The sign-in details are not correct.',
    });

    const first = await post(
      '/api/staff/auth/sign-in',
      { login: person.employeeNumber, password: DEMO_STAFF_PASSWORD },
      undefined,
      staffIp(11),
    );
    const wrongCode = await post(
      '/api/staff/auth/factor',
      { code: '000000' === currentTotp(person.totpSecret) ? '111111' : '000000' },
      cookieOf(first),
      staffIp(11),
    );
    expect(wrongCode.statusCode).toBe(401);
    expect(wrongCode.json()).toEqual(unknown.json());
    const failures = await t.app.db
      .selectFrom('staff_audit_log')
      .select(['actor_label', 'after'])
      .where('action', '=', 'signin.failed')
      .execute();
    expect(failures.map((f) => f.actor_label)).toEqual(
      expect.arrayContaining([`nobody-${runTag}@staff.example`, person.employeeNumber]),
    );
  });

  it('refuses a replayed TOTP code', async () => {
    const person = demoStaff('support');
    await resetStep(person.employeeNumber);
    const code = currentTotp(person.totpSecret);
    const a = await post(
      '/api/staff/auth/sign-in',
      { login: person.employeeNumber, password: DEMO_STAFF_PASSWORD },
      undefined,
      staffIp(12),
    );
    expect((await post('/api/staff/auth/factor', { code }, cookieOf(a), staffIp(12))).statusCode).toBe(200);
    const b = await post(
      '/api/staff/auth/sign-in',
      { login: person.employeeNumber, password: DEMO_STAFF_PASSWORD },
      undefined,
      staffIp(12),
    );
    const replay = await post('/api/staff/auth/factor', { code }, cookieOf(b), staffIp(12));
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('staff_signin_failed');
  });

  it('accepts a recovery code once', async () => {
    const person = demoStaff('hr');
    const codes = ['abcde-fghjk'];
    const account = await t.app.db
      .selectFrom('staff_accounts')
      .select('id')
      .where('employee_number', '=', person.employeeNumber)
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('staff_recovery_codes')
      .set({ code_hash: sha256(codes[0]!) })
      .where('account_id', '=', account.id)
      .where(
        'id',
        '=',
        t.app.db
          .selectFrom('staff_recovery_codes')
          .select('id')
          .where('account_id', '=', account.id)
          .limit(1),
      )
      .execute();
    const a = await post(
      '/api/staff/auth/sign-in',
      { login: person.employeeNumber, password: DEMO_STAFF_PASSWORD },
      undefined,
      staffIp(13),
    );
    expect(
      (await post('/api/staff/auth/factor', { code: 'ABCDE-FGHJK' }, cookieOf(a), staffIp(13))).statusCode,
    ).toBe(200);
    const b = await post(
      '/api/staff/auth/sign-in',
      { login: person.employeeNumber, password: DEMO_STAFF_PASSWORD },
      undefined,
      staffIp(13),
    );
    expect(
      (await post('/api/staff/auth/factor', { code: 'abcde-fghjk' }, cookieOf(b), staffIp(13))).statusCode,
    ).toBe(401);
  });

  it('throttles failures per account (even from many clients) and per client, with the same answer for unknown logins', async () => {
    const person = demoStaff('forms');
    for (let i = 0; i < 5; i++) {
      const res = await post(
        '/api/staff/auth/sign-in',
        { login: person.email, password: `wrong-password-${i}` },
        undefined,
        staffIp(100 + i),
      );
      expect(res.statusCode).toBe(401);
    }
    // Now even the right password, by employee number and from a new client, waits.
    const blocked = await post(
      '/api/staff/auth/sign-in',
      { login: person.employeeNumber, password: DEMO_STAFF_PASSWORD },
      undefined,
      staffIp(120),
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    for (let i = 0; i < 5; i++)
      await post(
        '/api/staff/auth/sign-in',
        { login: `ghost-${runTag}`, password: `x-${i}` },
        undefined,
        staffIp(121),
      );
    const ghost = await post(
      '/api/staff/auth/sign-in',
      { login: `ghost-${runTag}`, password: 'x' },
      undefined,
      staffIp(122),
    );
    expect(ghost.statusCode).toBe(429);
    expect(ghost.json()).toEqual(blocked.json());
    // Per client: 20 failures over different logins from one address.
    for (let i = 0; i < 20; i++)
      await post(
        '/api/staff/auth/sign-in',
        { login: `someone-${runTag}-${i}`, password: 'x' },
        undefined,
        staffIp(130),
      );
    const client = await post(
      '/api/staff/auth/sign-in',
      { login: `someone-new-${runTag}`, password: 'x' },
      undefined,
      staffIp(130),
    );
    expect(client.statusCode).toBe(429);
  });
});

describe('staff sessions', () => {
  it('expires after 30 idle minutes and after 10 hours however active', async () => {
    const idle = await signInAs(t.app, 'escalation', staffIp(20));
    const id = sha256(decodeURIComponent(idle.split('=')[1]!));
    await t.app.db
      .updateTable('staff_sessions')
      .set({ last_seen_at: new Date(Date.now() - IDLE_MS - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    expect((await me(idle)).statusCode).toBe(401);
    expect(
      await t.app.db.selectFrom('staff_sessions').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();

    const old = await signInAs(t.app, 'escalation', staffIp(20));
    const oldId = sha256(decodeURIComponent(old.split('=')[1]!));
    await t.app.db
      .updateTable('staff_sessions')
      .set({
        created_at: new Date(Date.now() - ABSOLUTE_MS).toISOString(),
        expires_at: new Date(Date.now() - 1).toISOString(),
      })
      .where('id', '=', oldId)
      .execute();
    expect((await me(old)).statusCode).toBe(401);
  });

  it('lists my sessions and signs one out', async () => {
    const a = await signInAs(t.app, 'operations', staffIp(21));
    const b = await signInAs(t.app, 'operations', staffIp(22));
    const list = await t.app.inject({ method: 'GET', url: '/api/staff/sessions', headers: { cookie: a } });
    const items = list.json().items as { id: string; current: boolean; ip: string }[];
    expect(items.length).toBeGreaterThanOrEqual(2);
    const other = items.find((s) => !s.current && s.ip === staffIp(22))!;
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/staff/sessions/${other.id}`,
      headers: { cookie: a, origin: ORIGIN },
    });
    expect(del.statusCode).toBe(204);
    expect((await me(b)).statusCode).toBe(401);
    expect((await me(a)).statusCode).toBe(200);
    const out = await post('/api/staff/auth/sign-out', {}, a);
    expect(out.statusCode).toBe(204);
    expect((await me(a)).statusCode).toBe(401);
  });

  it('an admin ends anyone’s sessions, and disabling an account makes its next request 401', async () => {
    const admin = await signInAs(t.app, 'admin', staffIp(23));
    const victim = await signInAs(t.app, 'rates', staffIp(24));
    const account = await t.app.db
      .selectFrom('staff_accounts')
      .select('id')
      .where('employee_number', '=', demoStaff('rates').employeeNumber)
      .executeTakeFirstOrThrow();
    const end = await t.app.inject({
      method: 'DELETE',
      url: `/api/staff/accounts/${account.id}/sessions`,
      headers: { cookie: admin, origin: ORIGIN },
    });
    expect(end.statusCode).toBe(200);
    expect((await me(victim)).statusCode).toBe(401);

    const again = await signInAs(t.app, 'rates', staffIp(24));
    expect((await me(again)).statusCode).toBe(200);
    const disable = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/accounts/${account.id}`,
      headers: { cookie: admin, origin: ORIGIN },
      payload: { active: false },
    });
    expect(disable.statusCode).toBe(200);
    expect((await me(again)).statusCode).toBe(401);
    // A disabled account cannot sign in either, with the same answer as a wrong password.
    const refused = await post(
      '/api/staff/auth/sign-in',
      { login: demoStaff('rates').employeeNumber, password: DEMO_STAFF_PASSWORD },
      undefined,
      staffIp(25),
    );
    expect(refused.json().code).toBe('staff_signin_failed');
    const entries = await t.app.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('record_id', '=', account.id)
      .where('action', '=', 'account.update')
      .execute();
    expect(JSON.parse(entries[0]!.before!)).toMatchObject({ active: true });
    expect(JSON.parse(entries[0]!.after!)).toMatchObject({ active: false });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/accounts/${account.id}`,
      headers: { cookie: admin, origin: ORIGIN },
      payload: { active: true },
    });
  });

  it('refuses a cross-origin or origin-less staff write', async () => {
    const admin = await signInAs(t.app, 'admin', staffIp(26));
    const evil = await post('/api/staff/auth/sign-out', {}, admin, staffIp(26), 'https://evil.example');
    expect(evil.statusCode).toBe(403);
    const none = await post('/api/staff/auth/sign-out', {}, admin, staffIp(26), null);
    expect(none.statusCode).toBe(403);
    const signIn = await post(
      '/api/staff/auth/sign-in',
      { login: 'x', password: 'y' },
      undefined,
      staffIp(27),
      'https://evil.example',
    );
    expect(signIn.statusCode).toBe(403);
    expect((await me(admin)).statusCode).toBe(200);
  });
});

describe('one-time set-up link', () => {
  it('sets a password and TOTP, answers recovery codes once, and the link works once', async () => {
    const admin = await signInAs(t.app, 'admin', staffIp(30));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/staff/accounts',
      headers: { cookie: admin, origin: ORIGIN },
      payload: {
        employeeNumber: '10002',
        email: 'new.hire@staff.example',
        name: 'New Hire',
        roles: ['support'],
      },
    });
    expect(created.statusCode).toBe(201);
    const token = (created.json().setupLink as string).split('#')[1]!;
    const start = await post('/api/staff/auth/setup/start', { token });
    expect(start.statusCode).toBe(200);
    const { secret } = start.json() as { secret: string };
    const weak = await post('/api/staff/auth/setup/complete', {
      token,
      password: 'password1234',
      code: currentTotp(secret),
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fieldErrors.password).toEqual(['This password is too common. Choose another.']);
    const short = await post('/api/staff/auth/setup/complete', {
      token,
      password: 'short',
      code: currentTotp(secret),
    });
    expect(short.statusCode).toBe(400);
    const done = await post('/api/staff/auth/setup/complete', {
      token,
      password: 'a long unusual phrase 42',
      code: currentTotp(secret),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().recoveryCodes).toHaveLength(10);
    const reuse = await post('/api/staff/auth/setup/complete', {
      token,
      password: 'a long unusual phrase 42',
      code: currentTotp(secret),
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().code).toBe('staff_setup_invalid');
    // The set-up consumed this time step: signing in now needs a recovery code (replay rule).
    const first = await post(
      '/api/staff/auth/sign-in',
      { login: 'new.hire@staff.example', password: 'a long unusual phrase 42' },
      undefined,
      staffIp(31),
    );
    const second = await post(
      '/api/staff/auth/factor',
      { code: done.json().recoveryCodes[0] },
      cookieOf(first),
      staffIp(31),
    );
    expect(second.statusCode).toBe(200);
  });
});

describe('session state', () => {
  it('answers who is signed in, or null, without a 401', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/staff/auth/session' });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ me: null });
    const cookie = await signInAs(t.app, 'content', staffIp(40));
    const some = await t.app.inject({ method: 'GET', url: '/api/staff/auth/session', headers: { cookie } });
    expect(some.json().me).toMatchObject({
      employeeNumber: '90006',
      permissions: ['self', 'content.read', 'content.write'],
    });
  });
});
