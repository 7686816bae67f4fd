import { ContactResponseSchema } from '@waha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
// Redis counters outlive a run (PostgreSQL mode): a fresh client address per run.
const run = Math.floor(Math.random() * 250) + 1;
const ip = (n: number) => `10.${run}.0.${n}`;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const send = (payload: unknown, address = ip(1), lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: payload as Record<string, unknown>,
    remoteAddress: address,
    headers: { 'accept-language': lang },
  });

describe('POST /api/contact', () => {
  it('stores a valid message and answers its reference', async () => {
    const res = await send(
      { name: 'سارة العتيبي', email: ' sara@example.com ', message: 'متى يفتح فرع ينبع؟' },
      ip(2),
      'ar',
    );
    expect(res.statusCode).toBe(201);
    const body = ContactResponseSchema.parse(res.json());
    const row = await t.app.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'سارة العتيبي',
      email: 'sara@example.com',
      language: 'ar',
      status: 'new',
    });
  });

  it('refuses a bad email and a name with digits, translated, and stores nothing', async () => {
    const before = await t.app.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const res = await send({ name: 'Ali 123', email: 'not-an-email', message: 'Hello' }, ip(3));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation_failed',
      message: 'Some fields need your attention.',
      fieldErrors: {
        name: ['Enter your name in letters only.'],
        email: ['Enter a valid email address, e.g. name@example.com.'],
      },
    });
    const after = await t.app.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('requires every field', async () => {
    const res = await send({}, ip(4));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual(['email', 'message', 'name']);
  });

  it('limits each client to five messages an hour', async () => {
    const ok = { name: 'Omar', email: 'omar@example.com', message: 'Question' };
    for (let i = 0; i < 5; i += 1) expect((await send(ok, ip(9))).statusCode).toBe(201);
    const res = await send(ok, ip(9));
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('rate_limited');
    expect((await send(ok, ip(10))).statusCode).toBe(201);
  });
});
