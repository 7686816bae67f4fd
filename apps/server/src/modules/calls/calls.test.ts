import { CallRequestResponseSchema } from '@waha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
// Redis counters outlive a run (PostgreSQL mode): fresh client addresses and phones per run.
const run = Math.floor(Math.random() * 250) + 1;
const ip = (n: number) => `10.${run}.1.${n}`;
const phone = () => `05${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const send = (payload: unknown, address: string, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/call-requests',
    payload: payload as Record<string, unknown>,
    remoteAddress: address,
    headers: { 'accept-language': lang },
  });
const form = (mobile = phone()) => ({
  name: 'Sara Al-Otaibi',
  phone: mobile,
  language: 'ar',
  description: 'I want to ask about a transfer to Egypt.',
});
const count = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('call_requests')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/call-requests', () => {
  it('stores a valid request, the phone typed in Arabic-Indic digits, as E.164', async () => {
    const ascii = phone();
    const arabicIndic = ascii.replace(/[0-9]/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    const res = await send({ ...form(), phone: arabicIndic, name: 'سارة العتيبي' }, ip(1), 'ar');
    expect(res.statusCode, res.body).toBe(201);
    const { id } = CallRequestResponseSchema.parse(res.json());
    const row = await t.app.db
      .selectFrom('call_requests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'سارة العتيبي',
      phone: `+966${ascii.slice(1)}`,
      language: 'ar',
      status: 'new',
    });
  });

  it('requires every field, with translated messages, and stores nothing', async () => {
    const before = await count();
    const res = await send({}, ip(2));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual(['description', 'language', 'name', 'phone']);
    const bad = await send({ ...form(), phone: '0412345678', language: 'fr' }, ip(2));
    expect(bad.json().fieldErrors).toEqual({
      phone: ['Enter a mobile number in the form 05XXXXXXXX.'],
      language: ['This field is required.'],
    });
    const arabic = await send({ ...form(), phone: '5123' }, ip(2), 'ar');
    expect(arabic.json().fieldErrors.phone).toEqual(['أدخل رقم الجوال بالصيغة 05XXXXXXXX.']);
    expect(await count()).toBe(before);
  });

  it('takes one request per phone per hour, from any client; invalid forms and refusals do not count', async () => {
    const mobile = phone();
    expect((await send({ ...form(mobile), name: '' }, ip(3))).statusCode).toBe(400);
    expect((await send(form(mobile), ip(3))).statusCode).toBe(201);
    const again = await send(form(mobile), ip(4));
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({
      code: 'call_request_recent',
      message:
        'You have already asked for a call in the last hour. We will call you soon; please wait an hour before asking again.',
    });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(3500);
    // The same number written another way is the same phone.
    expect((await send(form(`${mobile.slice(0, 3)} ${mobile.slice(3)}`), ip(3))).statusCode).toBe(429);
    expect((await send(form(mobile), ip(3))).statusCode).toBe(429);
    // Those refusals did not use up the client's three an hour.
    for (let i = 0; i < 2; i += 1) expect((await send(form(), ip(3))).statusCode).toBe(201);
  });

  it('takes three requests per client per hour, whatever the phones', async () => {
    for (let i = 0; i < 3; i += 1) expect((await send(form(), ip(6))).statusCode).toBe(201);
    const refusedPhone = phone();
    const fourth = await send(form(refusedPhone), ip(6));
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().code).toBe('call_request_recent');
    // The refused phone's hour did not start: the same person may ask from another address.
    expect((await send(form(refusedPhone), ip(7))).statusCode).toBe(201);
  });
});
