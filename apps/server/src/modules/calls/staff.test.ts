import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, signInAs, staffIp } from '../../test/staff-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let support: string;
let operations: string;
const phone = () => `05${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
beforeAll(async () => {
  t = await createTestApp();
  support = await signInAs(t.app, 'support', staffIp(70));
  operations = await signInAs(t.app, 'operations', staffIp(71));
});
afterAll(async () => t.close());

async function ask(name: string, description: string, n: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/call-requests',
    remoteAddress: staffIp(72 + n),
    payload: { name, phone: phone(), language: 'ur', description },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

describe('the call-back queue', () => {
  it('lists waiting requests, oldest first, with the text as the customer wrote it', async () => {
    const first = await ask('Amina', 'Call me <b>after</b> 5 pm', 1);
    const second = await ask('Bilal', 'About my transfer', 2);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/staff/call-requests?status=new',
      headers: { cookie: support },
    });
    expect(res.statusCode).toBe(200);
    const ids = res.json().items.map((c: { id: string }) => c.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    const item = res.json().items.find((c: { id: string }) => c.id === first);
    expect(item).toMatchObject({ description: 'Call me <b>after</b> 5 pm', language: 'ur', status: 'new' });
    expect(item.phone).toMatch(/^\+9665[0-9]{8}$/);
    const searched = await t.app.inject({
      method: 'GET',
      url: '/api/staff/call-requests?q=bil',
      headers: { cookie: support },
    });
    expect(searched.json().items.map((c: { id: string }) => c.id)).toEqual([second]);
  });

  it('records each outcome with an audit entry in the same change, and refuses an unknown status', async () => {
    const id = await ask('Chand', 'Please call', 3);
    const set = (status: string, cookie = support) =>
      t.app.inject({
        method: 'POST',
        url: `/api/staff/call-requests/${id}/status`,
        headers: { cookie, origin: ORIGIN },
        payload: { status },
      });
    expect((await set('no_answer')).json()).toMatchObject({
      status: 'no_answer',
      updatedAt: expect.any(String),
    });
    expect((await set('done')).json()).toMatchObject({ status: 'done' });
    const bad = await set('lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.status).toBeDefined();
    expect((await set('done', operations)).statusCode).toBe(403);
    const audit = await t.app.db
      .selectFrom('staff_audit_log')
      .select(['action', 'before', 'after'])
      .where('record_id', '=', id)
      .orderBy('at')
      .execute();
    expect(audit.map((a) => [a.action, JSON.parse(a.before!), JSON.parse(a.after!)])).toEqual([
      ['call-request.status', { status: 'new' }, { status: 'no_answer' }],
      ['call-request.status', { status: 'no_answer' }, { status: 'done' }],
    ]);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/staff/call-requests/00000000-0000-4000-8000-000000000000/status',
      headers: { cookie: support, origin: ORIGIN },
      payload: { status: 'done' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps the queue from roles without the permission', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/staff/call-requests',
      headers: { cookie: operations },
    });
    expect(res.statusCode).toBe(403);
  });
});
