import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer, makeTransaction } from '../../test/core-fixtures.js';
import { ORIGIN, signInAs, staffIp } from '../../test/staff-client.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import { websiteEgsUnit } from './egs.js';
import { issueTransactionInvoice } from './source.js';

let t: TestApp;
let finance: string;
let support: string;
beforeAll(async () => {
  t = await createTestApp();
  finance = await signInAs(t.app, 'finance', staffIp(90));
  support = await signInAs(t.app, 'support', staffIp(91));
});
afterAll(async () => t.close());

const HOUR = 3600_000;
const rejection = {
  info: [],
  warnings: [{ code: 'BR-KSA-98', message: 'The buyer name should be present' }],
  errors: [{ code: 'BR-KSA-37', message: 'The seller address building number must contain 4 digits' }],
};

/** An invoice ZATCA refused, issued `hoursAgo` ago. */
async function rejectedInvoice(hoursAgo: number) {
  const customer = await makeCustomer(t.app.db);
  const tx = await makeTransaction(t.app.db, customer.national_id);
  const doc = await issueTransactionInvoice(
    t.app.db,
    websiteEgsUnit(undefined, { binarySecurityToken: 'x', secret: 'y' }),
    tx,
  );
  const issuedAt = new Date(Date.now() - hoursAgo * HOUR).toISOString();
  await t.app.db.updateTable('einvoices').set({ issued_at: issuedAt }).where('uuid', '=', doc.uuid).execute();
  await t.app.db
    .updateTable('einvoice_reports')
    .set({ status: 'not_reported', attempts: 1, http_status: 400, messages: JSON.stringify(rejection) })
    .where('uuid', '=', doc.uuid)
    .execute();
  return doc;
}

const get = (url: string, cookie = finance) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe(`the finance desk (${TEST_ENGINE})`, () => {
  it('lists invoices by status with ZATCA messages, pages by key, and only for einvoices.read', async () => {
    const doc = await rejectedInvoice(1);
    const res = await get('/api/staff/einvoices?status=not_reported&count=true');
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().items.find((r: { uuid: string }) => r.uuid === doc.uuid);
    expect(row).toMatchObject({ status: 'not_reported', number: doc.number, kind: '388', overdue: false });
    expect(row.errors).toEqual([rejection.errors[0]]);
    expect(row.warnings).toEqual([rejection.warnings[0]]);
    const all = await get('/api/staff/einvoices?pageSize=2&count=true');
    expect(all.json().items).toHaveLength(2);
    const next = await get(`/api/staff/einvoices?pageSize=2&after=${encodeURIComponent(all.json().next)}`);
    expect(next.statusCode).toBe(200);
    const first = all.json().items.map((r: { uuid: string }) => r.uuid);
    expect(next.json().items.some((r: { uuid: string }) => first.includes(r.uuid))).toBe(false);
    expect((await get('/api/staff/einvoices', support)).statusCode).toBe(403);
    expect((await get('/api/staff/einvoices?status=lost')).statusCode).toBe(400);
  });

  it('raises the alert for an invoice not reported 20 hours after issue', async () => {
    const before = (await get('/api/staff/einvoices/alert')).json().overdue as number;
    const late = await rejectedInvoice(21);
    expect((await get('/api/staff/einvoices/alert')).json().overdue).toBe(before + 1);
    const res = await get('/api/staff/einvoices?status=not_reported');
    expect(res.json().items.find((r: { uuid: string }) => r.uuid === late.uuid).overdue).toBe(true);
  });

  it('retries a refused report (audited), and refuses to retry a reported one', async () => {
    const doc = await rejectedInvoice(2);
    const retry = (uuid: string, cookie = finance) =>
      t.app.inject({
        method: 'POST',
        url: `/api/staff/einvoices/${uuid}/retry`,
        headers: { cookie, origin: ORIGIN },
      });
    expect((await retry(doc.uuid, support)).statusCode).toBe(403);
    const res = await retry(doc.uuid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('pending');
    const audit = await t.app.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('record_id', '=', doc.uuid)
      .where('action', '=', 'einvoice.report-retry')
      .execute();
    expect(audit).toHaveLength(1);
    await t.app.db
      .updateTable('einvoice_reports')
      .set({ status: 'reported' })
      .where('uuid', '=', doc.uuid)
      .execute();
    const refused = await retry(doc.uuid);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('invalid_transition');
    expect((await retry('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
