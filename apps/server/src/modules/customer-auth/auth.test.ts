import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer, randomNationalId } from '../../test/core-fixtures.js';
import { customerClient, makeFormsCustomer } from '../../test/customer-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { CUSTOMER_IDLE_MS } from './sessions.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const toArabicIndic = (digits: string) => digits.replace(/[0-9]/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);

describe('customer login (SPEC.md section 5)', () => {
  it.each([
    [
      { nationalId: '', phone: '' },
      { nationalId: 'Enter your ID number.', phone: 'Enter your mobile number.' },
    ],
    [
      { nationalId: '123', phone: '05' },
      { nationalId: 'The ID number has exactly 10 digits.', phone: 'The mobile number has 9 or 10 digits.' },
    ],
  ])('refuses %j with a message per field', async (payload, messages) => {
    const res = await customerClient(t.app).requestCode(payload.nationalId, payload.phone);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_failed');
    expect(body.fieldErrors.nationalId).toEqual([messages.nationalId]);
    expect(body.fieldErrors.phone).toEqual([messages.phone]);
  });

  it('says an ID with a wrong check digit looks mistyped (as /support does), and sends no code', async () => {
    const res = await customerClient(t.app).requestCode('1000000009', '0500000001');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      fieldErrors: { nationalId: ['This ID number looks mistyped. Please check it.'] },
    });
    const outbox = await t.app.inject({ url: '/api/dev/outbox?subject=login:1000000009' });
    expect(outbox.json()).toEqual([]);
  });

  it('answers the same "wrong credentials" for an unknown ID and for a wrong phone', async () => {
    const customer = await makeFormsCustomer(t.app.db);
    const client = customerClient(t.app);
    const unknown = await client.requestCode(randomNationalId(), customer.phone);
    const wrongPhone = await client.requestCode(customer.nationalId, '0500000009');
    for (const res of [unknown, wrongPhone]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'login_failed',
        message: 'The ID number or mobile number is not correct.',
      });
    }
  });

  it('refuses a customer without active forms, and sends no code', async () => {
    const customer = await makeCustomer(t.app.db, { phone: '+966500000003' });
    const res = await customerClient(t.app).requestCode(customer.national_id, '0500000003');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'login_no_active_forms',
      message: 'You have no forms to fill at the moment.',
    });
    const outbox = await t.app.inject({ url: `/api/dev/outbox?subject=login:${customer.national_id}` });
    expect(outbox.json()).toEqual([]);
  });

  it('lets in a customer whose forms are all decided, to read the history; filling stays closed', async () => {
    const customer = await makeFormsCustomer(t.app.db);
    // Every form approved or rejected: nothing left to fill (issue 26).
    await t.app.db
      .deleteFrom('customer_forms')
      .where('national_id', '=', customer.nationalId)
      .where('status', 'in', ['assigned', 'submitted', 'under_review'])
      .execute();
    const client = customerClient(t.app);
    await client.login(customer.nationalId, customer.phone);
    expect((await client.get('/api/forms')).json()).toEqual({ forms: [] });
    const history = (await client.get('/api/forms/history')).json();
    expect(history.items.map((item: { status: string }) => item.status)).toEqual(['approved', 'rejected']);
    const decided = await client.get(`/api/forms/source-of-funds/${customer.ids.demoApp0008}`);
    expect(decided.statusCode).toBe(404);
  });

  it('still refuses a customer whose only form belongs to a withdrawn definition', async () => {
    const customer = await makeFormsCustomer(t.app.db);
    await t.app.db
      .deleteFrom('customer_forms')
      .where('national_id', '=', customer.nationalId)
      .where('id', '!=', customer.ids.demoKyc0008!)
      .execute();
    await t.app.db
      .insertInto('form_definitions')
      .values({ ...(await withdrawn()), id: 'withdrawn-form' })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await t.app.db
      .updateTable('customer_forms')
      .set({ form_id: 'withdrawn-form' })
      .where('id', '=', customer.ids.demoKyc0008!)
      .execute();
    const res = await customerClient(t.app).requestCode(customer.nationalId, customer.phone);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('login_no_active_forms');
  });

  it('takes Arabic-Indic digits and a 9-digit phone, then a wrong code, then the right one', async () => {
    const customer = await makeFormsCustomer(t.app.db);
    const client = customerClient(t.app);
    const nineDigits = customer.phone.slice(1);
    const sent = await client.requestCode(toArabicIndic(customer.nationalId), toArabicIndic(nineDigits));
    expect(sent.statusCode).toBe(200);
    expect(sent.json().maskedPhone).toBe(`+966 5•• ••• ${customer.phone.slice(-3)}`);
    const code = await client.lastCode(customer.nationalId);
    const wrong = await client.verify(
      customer.nationalId,
      nineDigits,
      code === '000000' ? '111111' : '000000',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('otp_invalid');
    const right = await client.verify(customer.nationalId, nineDigits, code);
    expect(right.statusCode).toBe(200);
    const setCookie = String(right.headers['set-cookie']);
    expect(setCookie).toMatch(/^waha_customer=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
  });

  it('blocks one ID after too many tries (429 with Retry-After)', async () => {
    const nationalId = randomNationalId();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await customerClient(t.app).requestCode(nationalId, '0500000001')).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('customer sessions', () => {
  async function loggedIn() {
    const customer = await makeFormsCustomer(t.app.db);
    const client = customerClient(t.app);
    await client.login(customer.nationalId, customer.phone);
    return { customer, client };
  }

  it('auth-check follows the session; signout ends it on the server, not only in the browser', async () => {
    const anonymous = customerClient(t.app);
    expect((await anonymous.get('/api/auth/forms/auth-check')).json()).toEqual({ success: false });
    const { client } = await loggedIn();
    expect((await client.get('/api/auth/forms/auth-check')).json()).toEqual({ success: true });
    const kept = client.cookie;
    expect((await client.post('/api/auth/forms/signout')).statusCode).toBe(200);
    client.cookie = kept; // a copy of the cookie no longer works either
    expect((await client.get('/api/auth/forms/auth-check')).json()).toEqual({ success: false });
    expect((await client.get('/api/forms')).statusCode).toBe(401);
  });

  it('expires after 30 minutes idle (401 on the next call)', async () => {
    const { customer, client } = await loggedIn();
    expect((await client.get('/api/forms')).statusCode).toBe(200);
    await t.app.db
      .updateTable('customer_sessions')
      .set({ last_seen_at: new Date(Date.now() - CUSTOMER_IDLE_MS - 1000).toISOString() })
      .where('national_id', '=', customer.nationalId)
      .execute();
    const res = await client.get('/api/forms');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthorized');
  });

  it('rotates the session at login: the previous token stops working', async () => {
    const { customer, client } = await loggedIn();
    const first = client.cookie;
    await client.login(customer.nationalId, customer.phone);
    expect(client.cookie).not.toBe(first);
    client.cookie = first;
    expect((await client.get('/api/forms')).statusCode).toBe(401);
  });

  it('refuses cookie-authenticated writes from another origin', async () => {
    const { customer, client } = await loggedIn();
    const signout = await client.post('/api/auth/forms/signout', { origin: 'https://evil.example' });
    expect(signout.statusCode).toBe(403);
    const submit = await client.post(`/api/forms/kyc-update/${customer.ids.demoKyc0008}`, {
      origin: 'https://evil.example',
    });
    expect(submit.statusCode).toBe(403);
    expect((await client.get('/api/auth/forms/auth-check')).json()).toEqual({ success: true });
  });
});

/** A copy of the demo KYC definition, withdrawn (inactive): its forms cannot be filled. */
async function withdrawn() {
  const row = await t.app.db
    .selectFrom('form_definitions')
    .selectAll()
    .where('id', '=', 'kyc-update')
    .executeTakeFirstOrThrow();
  return { ...row, active: 0 };
}
