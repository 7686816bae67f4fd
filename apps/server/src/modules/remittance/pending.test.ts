import { RemittanceConfirmedSchema } from '@waha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import { makeCustomer, makeTransfer } from '../../test/core-fixtures.js';
import { cancelForm, remittanceClient } from '../../test/remittance-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { insertRequest, pendingKey } from './repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function transferIds() {
  const customer = await makeCustomer(t.app.db, { name_en: 'Mohammed Abdullah Al-Qahtani' });
  const transfer = await makeTransfer(t.app.db, customer.national_id, { status: 'sent' });
  return { reference: transfer.transfer_number, nationalId: customer.national_id };
}

async function submitCancel(ids: { reference: string; nationalId: string }) {
  const c = remittanceClient(t.app);
  const form = cancelForm(ids);
  const sent = await c.requestCode('cancel', form);
  expect(sent.statusCode, sent.body).toBe(200);
  const res = await c.confirm('cancel', form, await c.lastCode('cancel', ids.reference));
  expect(res.statusCode, res.body).toBe(200);
  return RemittanceConfirmedSchema.parse(res.json()).reference;
}

describe('one open cancellation or name change per transfer', () => {
  it('refuses a second cancellation with 409 and the reference of the open one, before any code is sent', async () => {
    const ids = await transferIds();
    const first = await submitCancel(ids);
    const c = remittanceClient(t.app);
    const again = await c.requestCode('cancel', cancelForm(ids), 'ar');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'request_pending', details: { reference: first } });
    expect(again.json().message).toContain(first);
    expect(again.json().message).toContain('قيد المعالجة');
    const outbox = await t.app.inject({ url: `/api/dev/outbox?subject=cancel:${ids.reference}` });
    expect(outbox.json()).toHaveLength(1);
  });

  it('stores only one of two requests that race past the check', async () => {
    const ids = await transferIds();
    const base = {
      service: 'cancel',
      transferNumber: ids.reference,
      nationalId: ids.nationalId,
      details: {},
      status: 'submitted',
      language: 'en',
      createdAt: new Date().toISOString(),
      actor: 'customer' as const,
      pendingKey: pendingKey('cancel', ids.reference),
    };
    const results = await Promise.allSettled([
      insertRequest(t.app.db, { ...base, reference: 'CXRACE0001' }),
      insertRequest(t.app.db, { ...base, reference: 'CXRACE0002' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(AppError);
    expect(refused.reason).toMatchObject({ statusCode: 409, code: 'request_pending' });
    const stored = await t.app.db
      .selectFrom('remittance_requests')
      .select('reference')
      .where('transfer_number', '=', ids.reference)
      .execute();
    expect(stored).toHaveLength(1);
  });

  it('keeps services apart: a statement is never blocked, and the key is per service', () => {
    expect(pendingKey('statement', '1234567890')).toBeNull();
    expect(pendingKey('inquiry', '1234567890')).toBeNull();
    expect(pendingKey('cancel', '1234567890')).not.toBe(pendingKey('change-name', '1234567890'));
  });
});

describe('the cancellation form reports every error in one round', () => {
  it('names the bank fields along with the transfer fields', async () => {
    const res = await remittanceClient(t.app).requestCode('cancel', {
      reference: '',
      nationalId: '',
      reason: '',
      refundMethod: 'bank_transfer',
      declaration: false,
    });
    expect(res.statusCode).toBe(400);
    const fields = Object.keys(res.json().fieldErrors as object);
    expect(fields).toEqual(
      expect.arrayContaining(['reference', 'nationalId', 'reason', 'declaration', 'iban', 'bankName']),
    );
  });
});
