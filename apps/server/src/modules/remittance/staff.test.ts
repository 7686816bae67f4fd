import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer, makeTransfer } from '../../test/core-fixtures.js';
import { ORIGIN, signInAs, staffIp } from '../../test/staff-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { newReference } from '../../lib/references.js';
import { findPendingReference, insertRequest } from './repository.js';

let t: TestApp;
let ops: string;
beforeAll(async () => {
  t = await createTestApp();
  ops = await signInAs(t.app, 'operations', staffIp(50));
});
afterAll(async () => t.close());

async function aRequest(language: 'ar' | 'en', service = 'cancel', pendingKey?: string) {
  const customer = await makeCustomer(t.app.db, { language });
  const transfer = await makeTransfer(t.app.db, customer.national_id);
  const reference = newReference('CN');
  await insertRequest(t.app.db, {
    reference,
    service,
    transferNumber: transfer.transfer_number,
    nationalId: customer.national_id,
    details: { reason: 'changed my mind', refundMethod: 'branch_cash' },
    status: 'submitted',
    language,
    createdAt: new Date().toISOString(),
    actor: 'customer',
    pendingKey,
  });
  return { reference, customer, transfer };
}
const post = (url: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { cookie: ops, origin: ORIGIN, 'accept-language': 'en' },
    payload: payload as Record<string, unknown>,
  });
const outbox = (reference: string) =>
  t.app.db.selectFrom('dev_sms_outbox').selectAll().where('subject', '=', reference).execute();

describe('remittance requests desk', () => {
  it('lists and opens a request with its details', async () => {
    const { reference } = await aRequest('en');
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/staff/remittance-requests?q=${reference}&count=true`,
      headers: { cookie: ops },
    });
    expect(list.json()).toMatchObject({
      total: 1,
      items: [{ reference, service: 'cancel', status: 'submitted' }],
    });
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/staff/remittance-requests/${reference}`,
      headers: { cookie: ops },
    });
    expect(one.json()).toMatchObject({
      reference,
      details: { reason: 'changed my mind' },
      events: [{ status: 'submitted', actor: 'customer' }],
    });
  });

  it('in progress -> completed: an SMS in the customer language, history and audit entries', async () => {
    const { reference, customer } = await aRequest('en');
    expect(
      (await post(`/api/staff/remittance-requests/${reference}/status`, { status: 'in_progress' }))
        .statusCode,
    ).toBe(200);
    expect(await outbox(reference)).toHaveLength(0);
    const done = await post(`/api/staff/remittance-requests/${reference}/status`, { status: 'completed' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'completed', assigneeId: expect.any(String) });
    const [sms] = await outbox(reference);
    expect(sms!.to_phone).toBe(customer.phone);
    expect(sms!.text).toContain(`your request ${reference} has been completed`);
    const audit = await t.app.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('record_id', '=', reference)
      .orderBy('at')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['remittance-request.status', 'remittance-request.status']);
    expect(JSON.parse(audit[1]!.before!)).toEqual({ status: 'in_progress' });
    expect(JSON.parse(audit[1]!.after!)).toEqual({ status: 'completed' });
    // A finished request moves no further.
    const again = await post(`/api/staff/remittance-requests/${reference}/status`, {
      status: 'rejected',
      reason: 'x',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid_transition');
  });

  it('rejection needs a reason, which the Arabic SMS carries', async () => {
    const { reference } = await aRequest('ar');
    const noReason = await post(`/api/staff/remittance-requests/${reference}/status`, { status: 'rejected' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors).toEqual({ reason: ['Give the reason for the rejection.'] });
    const res = await post(`/api/staff/remittance-requests/${reference}/status`, {
      status: 'rejected',
      reason: 'الحوالة صُرفت',
    });
    expect(res.json()).toMatchObject({ status: 'rejected', rejectReason: 'الحوالة صُرفت' });
    const [sms] = await outbox(reference);
    expect(sms!.text).toContain('تم رفض طلبك');
    expect(sms!.text).toContain('الحوالة صُرفت');
  });

  it('a completed or rejected request frees its transfer for a new one', async () => {
    for (const end of ['completed', 'rejected'] as const) {
      const key = `cancel:${newReference('KEY')}`;
      const { reference } = await aRequest('en', 'cancel', key);
      await expect(findPendingReference(t.app.db, key)).resolves.toBe(reference);
      await post(`/api/staff/remittance-requests/${reference}/status`, { status: 'in_progress' });
      const res = await post(`/api/staff/remittance-requests/${reference}/status`, {
        status: end,
        ...(end === 'rejected' ? { reason: 'Already paid out.' } : {}),
      });
      expect(res.statusCode).toBe(200);
      await expect(findPendingReference(t.app.db, key)).resolves.toBeUndefined();
    }
  });

  it('refuses completing a request that was never started', async () => {
    const { reference } = await aRequest('en');
    const res = await post(`/api/staff/remittance-requests/${reference}/status`, { status: 'completed' });
    expect(res.json().code).toBe('invalid_transition');
  });

  it('assigns and keeps internal notes, audited', async () => {
    const { reference } = await aRequest('en', 'change-name');
    const me = await t.app.inject({ method: 'GET', url: '/api/staff/me', headers: { cookie: ops } });
    const assign = await post(`/api/staff/remittance-requests/${reference}/assign`, {
      assigneeId: me.json().id,
    });
    expect(assign.json().assigneeId).toBe(me.json().id);
    expect(
      (
        await post(`/api/staff/remittance-requests/${reference}/assign`, {
          assigneeId: '00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(400);
    const note = await post(`/api/staff/remittance-requests/${reference}/notes`, {
      text: 'Called the customer <b>twice</b>',
    });
    expect(note.statusCode).toBe(201);
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/staff/remittance-requests/${reference}`,
      headers: { cookie: ops },
    });
    expect(one.json().notes).toMatchObject([{ staff: '90004', text: 'Called the customer <b>twice</b>' }]);
    const actions = (
      await t.app.db
        .selectFrom('staff_audit_log')
        .select('action')
        .where('record_id', '=', reference)
        .execute()
    ).map((a) => a.action);
    expect(actions.sort()).toEqual(['remittance-request.assign', 'remittance-request.note']);
  });
});
