import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer, makeTransaction } from '../../test/core-fixtures.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import { startZatcaMock } from '../../test/zatca-mock.js';
import { websiteEgsUnit } from './egs.js';
import { backoffMs, countOverdue, reportDue } from './outbox.js';
import { issueTransactionInvoice } from './source.js';

let t: TestApp;
let mock: Awaited<ReturnType<typeof startZatcaMock>>;
beforeAll(async () => {
  t = await createTestApp();
  mock = await startZatcaMock();
});
afterAll(async () => {
  await t.close();
  await mock.close();
});

const csid = { binarySecurityToken: 'VFVMTE9LRU4=', secret: 'mock-secret' };
const unit = () => websiteEgsUnit(undefined, csid);
const client = () => ({ baseUrl: mock.baseUrl, csid, timeoutMs: 500 });
const HOUR = 3600_000;

async function issueOne() {
  const customer = await makeCustomer(t.app.db);
  const tx = await makeTransaction(t.app.db, customer.national_id);
  return issueTransactionInvoice(t.app.db, unit(), tx);
}
const reportRow = (uuid: string) =>
  t.app.db.selectFrom('einvoice_reports').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
const sentFor = (uuid: string) => mock.requests.filter((r) => r.body.uuid === uuid);

describe(`reporting to ZATCA (${TEST_ENGINE})`, () => {
  it('without a CSID nothing is sent: the seed invoices stay not_configured', async () => {
    expect(await t.app.einvoicing.reportDue()).toBe(0);
    expect(mock.requests).toHaveLength(0);
    const statuses = await t.app.db.selectFrom('einvoice_reports').select('status').execute();
    // The demo seed's made-up answers aside (db/seed/einvoice-reports.ts), every row waits for a CSID.
    expect(statuses.filter((s) => s.status === 'not_configured').length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s.status === 'pending' || s.status === 'reported')).toHaveLength(0);
  });

  it('reports an invoice as ZATCA requires, once, and records REPORTED', async () => {
    const doc = await issueOne();
    expect((await reportRow(doc.uuid)).status).toBe('pending');
    await reportDue(t.app.db, { client: client() });
    const [sent, ...more] = sentFor(doc.uuid);
    expect(more).toHaveLength(0);
    expect(sent!.path).toBe('/e-invoicing/simulation/invoices/reporting/single');
    expect(sent!.headers['accept-version']).toBe('V2');
    expect(sent!.headers['clearance-status']).toBe('0');
    expect(sent!.headers['accept-language']).toBe('en');
    expect(sent!.headers.authorization).toBe(
      `Basic ${Buffer.from('VFVMTE9LRU4=:mock-secret').toString('base64')}`,
    );
    expect(sent!.body.invoiceHash).toBe(doc.hash);
    expect(Buffer.from(sent!.body.invoice, 'base64').toString('utf8')).toBe(doc.xml);
    const row = await reportRow(doc.uuid);
    expect(row.status).toBe('reported');
    expect(row.reported_at).not.toBeNull();
    // Reported rows are never sent again.
    await reportDue(t.app.db, { client: client() });
    expect(sentFor(doc.uuid)).toHaveLength(1);
  });

  it('keeps ZATCA warnings (202) and errors (400, not retried)', async () => {
    const warned = await issueOne();
    const rejected = await issueOne();
    mock.answer(warned.uuid, 'warnings');
    mock.answer(rejected.uuid, 'rejected');
    const outcomes: string[] = [];
    await reportDue(t.app.db, { client: client(), onOutcome: (o) => outcomes.push(o) });
    expect(outcomes).toEqual(expect.arrayContaining(['warnings', 'rejected']));
    const w = await reportRow(warned.uuid);
    expect(w.status).toBe('reported_warnings');
    expect(JSON.parse(w.messages!).warnings[0].code).toBe('BR-KSA-98');
    const r = await reportRow(rejected.uuid);
    expect(r.status).toBe('not_reported');
    expect(r.http_status).toBe(400);
    expect(JSON.parse(r.messages!).errors[0].code).toBe('BR-KSA-37');
    await reportDue(t.app.db, { client: client(), now: () => new Date(Date.now() + 3 * HOUR) });
    expect(sentFor(rejected.uuid)).toHaveLength(1);
  });

  it('retries a 5xx and a timeout with exponential backoff, then reports', async () => {
    const failing = await issueOne();
    const slow = await issueOne();
    mock.answer(failing.uuid, 'server_error', 'server_error');
    mock.answer(slow.uuid, 'slow');
    const start = Date.now();
    await reportDue(t.app.db, { client: client(), now: () => new Date(start) });
    let row = await reportRow(failing.uuid);
    expect(row.status).toBe('pending');
    expect(row.attempts).toBe(1);
    expect(row.next_attempt_at).toBe(new Date(start + backoffMs(1)).toISOString());
    expect(JSON.parse((await reportRow(slow.uuid)).messages!).errors[0].message).toBe('timeout');
    // Not due yet: nothing is sent.
    await reportDue(t.app.db, { client: client(), now: () => new Date(start + backoffMs(1) - 1000) });
    expect(sentFor(failing.uuid)).toHaveLength(1);
    await reportDue(t.app.db, { client: client(), now: () => new Date(start + backoffMs(1)) });
    row = await reportRow(failing.uuid);
    expect(row.attempts).toBe(2);
    expect(row.next_attempt_at).toBe(new Date(start + backoffMs(1) + backoffMs(2)).toISOString());
    expect(backoffMs(2)).toBe(2 * backoffMs(1));
    await reportDue(t.app.db, { client: client(), now: () => new Date(start + 10 * HOUR) });
    expect((await reportRow(failing.uuid)).status).toBe('reported');
    expect((await reportRow(slow.uuid)).status).toBe('reported');
    expect(sentFor(failing.uuid)).toHaveLength(3);
  });

  it('two rounds at once (two instances) send a document once; 409 means already reported', async () => {
    const docs = await Promise.all([issueOne(), issueOne(), issueOne()]);
    mock.answer(docs[2]!.uuid, 'conflict');
    await Promise.all([reportDue(t.app.db, { client: client() }), reportDue(t.app.db, { client: client() })]);
    for (const doc of docs) {
      expect(sentFor(doc.uuid)).toHaveLength(1);
      expect((await reportRow(doc.uuid)).status).toBe('reported');
    }
    // Issuing the same transaction again finds the document: no second outbox row, no request.
    const again = await t.app.db
      .selectFrom('einvoices')
      .select('transaction_number')
      .where('uuid', '=', docs[0]!.uuid)
      .executeTakeFirstOrThrow();
    expect(again.transaction_number).toBeTruthy();
  });

  it('counts invoices not reported 20 hours after issue (the alert), and the metric shows it', async () => {
    const doc = await issueOne();
    mock.answer(doc.uuid, 'rejected');
    await reportDue(t.app.db, { client: client() });
    const later = (h: number) => new Date(new Date(doc.issued_at).getTime() + h * HOUR);
    const before = await countOverdue(t.app.db, later(19.9));
    const after = await countOverdue(t.app.db, later(20.1));
    expect(after - before).toBeGreaterThanOrEqual(1);
    const scrape = await t.app.inject({ url: '/metrics' });
    expect(scrape.body).toContain('waha_einvoices_unreported_20h');
  });
});
