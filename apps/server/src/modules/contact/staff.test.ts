import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, signInAs, staffIp } from '../../test/staff-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let support: string;
beforeAll(async () => {
  t = await createTestApp();
  support = await signInAs(t.app, 'support', staffIp(60));
});
afterAll(async () => t.close());

const NASTY = 'Hi <script>alert(1)</script> and a NUL \u0000 here';

describe('contact messages desk', () => {
  it('keeps a message with <script> and NUL (stored as U+FFFD on both engines) and answers it as text', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: staffIp(61),
      payload: { name: 'Sara', email: 'sara@example.com', message: NASTY },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().id as string;
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/staff/contact-messages/${id}`,
      headers: { cookie: support },
    });
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toMatch(/^application\/json/);
    expect(one.json().message).toBe('Hi <script>alert(1)</script> and a NUL \uFFFD here');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/staff/contact-messages?status=new',
      headers: { cookie: support },
    });
    expect(list.json().items.map((m: { id: string }) => m.id)).toContain(id);
  });

  it('marks a message handled and back, with audit entries', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: staffIp(62),
      payload: { name: 'Ali', email: 'ali@example.com', message: 'Hello' },
    });
    const id = sent.json().id as string;
    const mark = (handled: boolean) =>
      t.app.inject({
        method: 'POST',
        url: `/api/staff/contact-messages/${id}/handled`,
        headers: { cookie: support, origin: ORIGIN },
        payload: { handled },
      });
    const handled = await mark(true);
    expect(handled.json()).toMatchObject({ status: 'handled', handledAt: expect.any(String) });
    expect((await mark(false)).json()).toMatchObject({ status: 'new', handledAt: null });
    const audit = await t.app.db
      .selectFrom('staff_audit_log')
      .select(['action', 'after'])
      .where('record_id', '=', id)
      .orderBy('at')
      .execute();
    expect(audit.map((a) => JSON.parse(a.after!))).toEqual([{ status: 'handled' }, { status: 'new' }]);
  });
});
