import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import { makeCustomer, makeTransaction, makeTransfer } from '../../test/core-fixtures.js';
import { GENESIS_PIH, invoiceHash } from './hash.js';
import { findIssued, listChain } from './repository.js';
import { CANCELLED_TRANSFER_REASON, issueDueDocuments, issueDueInvoices, issueFeeRefund } from './source.js';
import { websiteEgsUnit, WEBSITE_EGS_ID } from './egs.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const MINUTE = 60_000;

describe(`issuing at the source (${TEST_ENGINE})`, () => {
  it('the demo seed issued its transactions their invoices, in one unbroken chain', async () => {
    const chain = await listChain(t.app.db, WEBSITE_EGS_ID);
    expect(chain.length).toBeGreaterThan(0);
    expect(chain[0]!.pih).toBe(GENESIS_PIH);
    chain.forEach((row, i) => {
      expect(row.icv).toBe(i + 1);
      if (i > 0) expect(row.pih).toBe(chain[i - 1]!.hash);
      expect(invoiceHash(row.xml)).toBe(row.hash);
    });
  });

  it('a round issues what has passed the processing window, leaves what cannot be invoiced, and never twice', async () => {
    const now = new Date();
    const customer = await makeCustomer(t.app.db);
    const old = await makeTransaction(t.app.db, customer.national_id, {
      created_at: new Date(now.getTime() - 11 * MINUTE).toISOString(),
    });
    const fresh = await makeTransaction(t.app.db, customer.national_id, {
      created_at: new Date(now.getTime() - 2 * MINUTE).toISOString(),
    });
    const odd = await makeTransaction(t.app.db, customer.national_id, {
      kind: 'gold_purchase',
      created_at: new Date(now.getTime() - 20 * MINUTE).toISOString(),
    });
    const failed: string[] = [];
    const options = { delayMs: 10 * MINUTE, now, onError: (n: string) => failed.push(n) };
    const unit = websiteEgsUnit();
    expect(await issueDueInvoices(t.app.db, unit, options)).toBe(1);
    expect(failed).toEqual([]);
    expect(await findIssued(t.app.db, odd.transaction_number, '388')).toBeUndefined();
    const issued = await findIssued(t.app.db, old.transaction_number, '388');
    expect(issued?.number).toBe(`SI-${old.transaction_number}`);
    expect(issued?.xml).toContain('<cbc:PayableAmount currencyID="SAR">28.75</cbc:PayableAmount>');
    expect(await findIssued(t.app.db, fresh.transaction_number, '388')).toBeUndefined();
    // A later round: the fresh one once its window has passed; the old one is not issued again.
    await issueDueInvoices(t.app.db, unit, { ...options, now: new Date(now.getTime() + 9 * MINUTE) });
    expect((await findIssued(t.app.db, fresh.transaction_number, '388'))?.icv).toBeGreaterThan(issued!.icv);
    expect((await findIssued(t.app.db, old.transaction_number, '388'))?.xml).toBe(issued?.xml);
  });

  it('a refunded fee is a credit note in the same chain, after (and naming) the invoice', async () => {
    const customer = await makeCustomer(t.app.db);
    const tx = await makeTransaction(t.app.db, customer.national_id, { fee: '25.00', vat: '3.75' });
    const unit = websiteEgsUnit();
    const note = await issueFeeRefund(t.app.db, unit, tx, 'Transfer cancelled: fee refunded');
    const invoice = (await findIssued(t.app.db, tx.transaction_number, '388'))!;
    expect(note.kind).toBe('381');
    expect(note.icv).toBe(invoice.icv + 1);
    expect(note.pih).toBe(invoice.hash);
    expect(note.xml).toContain(`<cbc:ID>${invoice.number}</cbc:ID>`);
    expect(note.xml).toContain('<cbc:PayableAmount currencyID="SAR">28.75</cbc:PayableAmount>');
    // Once: asking again returns the same credit note.
    expect((await issueFeeRefund(t.app.db, unit, tx, 'again')).uuid).toBe(note.uuid);
  });

  it('a transfer the core system cancelled gets its fee credited once; one without a fee gets nothing', async () => {
    const customer = await makeCustomer(t.app.db);
    const at = new Date(Date.now() - 60 * MINUTE).toISOString();
    const charged = await makeTransaction(t.app.db, customer.national_id, {
      kind: 'outgoing_transfer',
      fee: '25.00',
      vat: '3.75',
      created_at: at,
    });
    const free = await makeTransaction(t.app.db, customer.national_id, {
      kind: 'outgoing_transfer',
      fee: '0.00',
      vat: '0.00',
      created_at: at,
    });
    for (const tx of [charged, free])
      await makeTransfer(t.app.db, customer.national_id, {
        transaction_number: tx.transaction_number,
        status: 'cancelled',
        cancelled_at: at,
      });
    const unit = websiteEgsUnit();
    const options = { delayMs: 10 * MINUTE };
    await issueDueDocuments(t.app.db, unit, options);
    const note = await findIssued(t.app.db, charged.transaction_number, '381');
    const invoice = await findIssued(t.app.db, charged.transaction_number, '388');
    expect(note?.xml).toContain(`<cbc:ID>${invoice!.number}</cbc:ID>`);
    expect(note?.xml).toContain(CANCELLED_TRANSFER_REASON);
    expect(note!.icv).toBeGreaterThan(invoice!.icv);
    expect(await findIssued(t.app.db, free.transaction_number, '381')).toBeUndefined();
    // The next round finds nothing new to credit.
    const before = (await listChain(t.app.db, WEBSITE_EGS_ID)).length;
    expect(await issueDueDocuments(t.app.db, unit, options)).toBe(0);
    expect((await listChain(t.app.db, WEBSITE_EGS_ID)).length).toBe(before);
  });
});
