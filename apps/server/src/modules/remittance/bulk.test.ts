import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer, makeTransfer } from '../../test/core-fixtures.js';
import { ORIGIN, signInAs, staffIp } from '../../test/staff-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { newReference } from '../../lib/references.js';
import { insertRequest } from './repository.js';

let t: TestApp;
let ops: string;
let support: string;
let opsId: string;
beforeAll(async () => {
  t = await createTestApp();
  ops = await signInAs(t.app, 'operations', staffIp(150));
  support = await signInAs(t.app, 'support', staffIp(151));
  opsId = (await t.app.inject({ method: 'GET', url: '/api/staff/me', headers: { cookie: ops } })).json().id;
});
afterAll(async () => t.close());

async function aRequest(status: string, language: 'ar' | 'en' = 'en') {
  const customer = await makeCustomer(t.app.db, { language });
  const transfer = await makeTransfer(t.app.db, customer.national_id);
  const reference = newReference('BK');
  await insertRequest(t.app.db, {
    reference,
    service: 'statement',
    transferNumber: transfer.transfer_number,
    nationalId: customer.national_id,
    details: { from: '2026-01-01', to: '2026-02-01' },
    status,
    language,
    createdAt: new Date().toISOString(),
    actor: 'customer',
  });
  return reference;
}
const post = (url: string, payload: unknown, cookie = ops) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { cookie, origin: ORIGIN, 'accept-language': 'en' },
    payload: payload as Record<string, unknown>,
  });
const row = (reference: string) =>
  t.app.db
    .selectFrom('remittance_requests')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
const audits = (reference: string) =>
  t.app.db.selectFrom('staff_audit_log').selectAll().where('record_id', '=', reference).execute();
const outbox = (reference: string) =>
  t.app.db.selectFrom('dev_sms_outbox').selectAll().where('subject', '=', reference).execute();

describe('remittance requests desk: bulk actions and CSV', () => {
  it('assigns the selected requests to me, one audit entry each; unknown ones are refused', async () => {
    const refs = [await aRequest('submitted'), await aRequest('in_progress')];
    const res = await post('/api/staff/remittance-requests/assign', { references: [...refs, 'NOPE1234'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: refs, refused: [{ reference: 'NOPE1234', code: 'not_found' }] });
    for (const reference of refs) {
      expect((await row(reference)).assignee_id).toBe(opsId);
      expect((await audits(reference)).map((a) => a.action)).toEqual(['remittance-request.assign']);
    }
  });

  it('moves what the workflow allows and refuses the rest per request', async () => {
    const received = await aRequest('submitted');
    const started = await aRequest('in_progress', 'ar');
    const done = await aRequest('completed');
    const res = await post('/api/staff/remittance-requests/status', {
      references: [received, started, done],
      status: 'completed',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      updated: [started],
      refused: [
        { reference: received, code: 'invalid_transition' },
        { reference: done, code: 'invalid_transition' },
      ],
    });
    expect((await row(started)).status).toBe('completed');
    expect((await row(received)).status).toBe('submitted');
    const [entry] = await audits(started);
    expect(JSON.parse(entry!.after!)).toEqual({ status: 'completed' });
    expect(await audits(received)).toHaveLength(0);
    // The completion SMS, in the customer's language, as on the single-request path.
    const [sms] = await outbox(started);
    expect(sms!.text).toContain(started);
    expect(await outbox(received)).toHaveLength(0);
  });

  it('rejects several with one reason, which each customer is told', async () => {
    const refs = [await aRequest('submitted'), await aRequest('in_progress')];
    const noReason = await post('/api/staff/remittance-requests/status', {
      references: refs,
      status: 'rejected',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors).toHaveProperty('reason');
    const res = await post('/api/staff/remittance-requests/status', {
      references: refs,
      status: 'rejected',
      reason: 'Documents missing',
    });
    expect(res.json()).toEqual({ updated: refs, refused: [] });
    for (const reference of refs) {
      expect((await row(reference)).reject_reason).toBe('Documents missing');
      expect((await outbox(reference))[0]!.text).toContain('Documents missing');
      expect((await row(reference)).assignee_id).toBe(opsId);
    }
  });

  it('validates the body with the shared schema', async () => {
    for (const payload of [
      { references: [], status: 'in_progress' },
      { references: ['bad ref'], status: 'in_progress' },
      { references: ['ABCD1234'], status: 'submitted' },
    ]) {
      const res = await post('/api/staff/remittance-requests/status', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
  });

  it('exports the filtered list as CSV; other roles get 403', async () => {
    const reference = await aRequest('submitted');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/staff/remittance-requests.csv?status=submitted&q=${reference}`,
      headers: { cookie: ops },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('remittance-requests.csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'received,reference,service,transfer,status,language,updated,assignee,reject_reason',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,${reference},statement,`);
    const logged = await t.app.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('action', '=', 'export.csv')
      .where('record_type', '=', 'remittance_requests')
      .execute();
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!.after!)).toMatchObject({
      filters: { status: 'submitted', q: reference },
      rows: 1,
    });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/staff/remittance-requests.csv',
      headers: { cookie: support },
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (await post('/api/staff/remittance-requests/assign', { references: [reference] }, support)).statusCode,
    ).toBe(403);
  });
});
