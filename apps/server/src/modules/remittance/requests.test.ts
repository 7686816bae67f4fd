import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RemittanceConfirmedSchema } from '@waha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer, makeTransaction, makeTransfer } from '../../test/core-fixtures.js';
import { cancelForm as cancel, remittanceClient } from '../../test/remittance-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { findRequest, listRequestEvents } from './repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const IBAN = 'SA0380000000608010167519';
type Ids = { reference: string; nationalId: string };

async function setup(status = 'sent') {
  const customer = await makeCustomer(t.app.db, { name_en: 'Mohammed Abdullah Al-Qahtani' });
  const transfer = await makeTransfer(t.app.db, customer.national_id, {
    status,
    beneficiary_name: 'أحمد محمود حسن',
  });
  return {
    customer,
    transfer,
    ids: { reference: transfer.transfer_number, nationalId: customer.national_id },
  };
}

async function submit(service: string, form: { reference: string } & Record<string, unknown>) {
  const c = remittanceClient(t.app);
  const sent = await c.requestCode(service, form);
  expect(sent.statusCode, sent.body).toBe(200);
  const res = await c.confirm(service, form, await c.lastCode(service, form.reference));
  expect(res.statusCode, res.body).toBe(200);
  return RemittanceConfirmedSchema.parse(res.json());
}

const fieldErrors = async (service: string, form: object) => {
  const res = await remittanceClient(t.app).requestCode(service, form);
  expect(res.statusCode).toBe(400);
  return res.json().fieldErrors as Record<string, string[]>;
};

const changeName = (ids: Ids) => ({
  ...ids,
  currentBeneficiaryName: 'احمد محمود حسن',
  newBeneficiaryName: 'أحمد محمود حسن علي',
  beneficiaryNationality: 'مصري',
  beneficiaryMobile: '+20 100 123 4567',
  beneficiaryBirthDate: '1990-05-01',
  beneficiaryBirthPlace: 'القاهرة',
  declaration: true,
});

describe('beneficiary name change', () => {
  it('stores the request with its history after the code', async () => {
    const { ids, transfer } = await setup();
    const body = await submit('change-name', changeName(ids));
    expect(body.reference).toMatch(/^CN/);
    const stored = await findRequest(t.app.db, body.reference);
    expect(stored).toMatchObject({
      service: 'change-name',
      status: 'submitted',
      transfer_number: transfer.transfer_number,
    });
    expect(JSON.parse(stored!.details)).toMatchObject({
      newBeneficiaryName: 'أحمد محمود حسن علي',
      beneficiaryMobile: '+201001234567',
    });
    expect(await listRequestEvents(t.app.db, body.reference)).toMatchObject([
      { status: 'submitted', actor: 'customer' },
    ]);
  });

  it('wants a four-part new name, a declaration and a past birth date', async () => {
    const { ids } = await setup();
    const errors = await fieldErrors('change-name', {
      ...changeName(ids),
      newBeneficiaryName: 'أحمد محمود حسن',
      declaration: false,
      beneficiaryBirthDate: '2999-01-01',
    });
    expect(errors.newBeneficiaryName).toEqual(['Enter the full four-part name as on the official ID.']);
    expect(errors.declaration).toEqual(['Please confirm the declaration.']);
    expect(errors.beneficiaryBirthDate).toEqual(['The date must be in the past.']);
  });

  it("refuses a current name that is not the transfer's beneficiary", async () => {
    const { ids } = await setup();
    const errors = await fieldErrors('change-name', {
      ...changeName(ids),
      currentBeneficiaryName: 'منى محمود',
    });
    expect(errors.currentBeneficiaryName).toEqual(['This is not the beneficiary name on the transfer.']);
  });

  it('refuses a paid transfer', async () => {
    const { ids } = await setup('paid');
    const res = await remittanceClient(t.app).requestCode('change-name', changeName(ids));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('transfer_closed');
  });
});

describe('transfer cancellation', () => {
  it('stores a bank-transfer refund request for staff', async () => {
    const { ids } = await setup('on_hold');
    const body = await submit('cancel', cancel(ids));
    expect(body.reference).toMatch(/^CX/);
    const details = JSON.parse((await findRequest(t.app.db, body.reference))!.details);
    expect(details).toMatchObject({ refundMethod: 'bank_transfer', iban: IBAN, ibanConfirm: IBAN });
  });

  it('needs no bank details for cash at a branch', async () => {
    const { ids } = await setup();
    const body = await submit('cancel', {
      ...ids,
      reason: 'لم أعد بحاجة إليها',
      refundMethod: 'branch_cash',
      declaration: true,
    });
    expect(body.reference).toMatch(/^CX/);
  });

  it.each([
    [
      { iban: 'SA0480000000608010167519', ibanConfirm: 'SA0480000000608010167519' },
      'iban',
      'Enter a valid Saudi IBAN (SA followed by 22 characters).',
    ],
    [{ ibanConfirm: 'SA4420000001234567891234' }, 'ibanConfirm', 'The two IBANs do not match.'],
    [
      { reason: 'cancel <now> #1' },
      'reason',
      'Use letters, digits and ordinary punctuation only, without symbols.',
    ],
    [{ bankName: '' }, 'bankName', 'This field is required.'],
    [{ accountHolderName: 'Mohammed' }, 'accountHolderName', 'Enter at least two names (first and last).'],
    [{ refundMethod: 'cheque' }, 'refundMethod', 'This field is required.'],
  ])('refuses %j', async (extra, field, message) => {
    const { ids } = await setup();
    expect((await fieldErrors('cancel', cancel(ids, extra)))[field]).toEqual([message]);
  });

  it('refuses an account holder who is not the sender', async () => {
    const { ids } = await setup();
    const errors = await fieldErrors('cancel', cancel(ids, { accountHolderName: 'Khalid Saad Al-Dosari' }));
    expect(errors.accountHolderName).toEqual(['The account holder must be the sender of the transfer.']);
  });

  it('refuses an already cancelled transfer', async () => {
    const { ids } = await setup('cancelled');
    const res = await remittanceClient(t.app).requestCode('cancel', cancel(ids));
    expect(res.json().code).toBe('transfer_closed');
  });
});

async function statementText(url: string): Promise<string[]> {
  const pdf = await t.app.inject({ url });
  const dir = mkdtempSync(path.join(tmpdir(), 'statement-'));
  writeFileSync(path.join(dir, 's.pdf'), pdf.rawPayload);
  // One text per page (pdftotext separates pages with a form feed).
  return execFileSync('pdftotext', ['-layout', path.join(dir, 's.pdf'), '-'], { encoding: 'utf8' })
    .replace(/[\u200e\u200f\u202a-\u202e]/g, '')
    .split('\f')
    .filter((page) => page.trim());
}

describe('statement of operations', () => {
  const statement = (ids: Ids, extra: object = {}) => ({
    ...ids,
    periodFrom: '2025-01-01',
    periodTo: '2025-03-31',
    movementTypes: ['outgoing_transfer', 'currency_sale'],
    beneficiaries: [{ name: 'احمد محمود حسن' }],
    declaration: true,
    ...extra,
  });

  it('needs a movement type, a beneficiary and an ordered period', async () => {
    const { ids } = await setup();
    const errors = await fieldErrors(
      'statement',
      statement(ids, { movementTypes: [], beneficiaries: [], periodTo: '2024-12-01' }),
    );
    expect(errors.movementTypes).toEqual(['Choose at least one type of movement.']);
    expect(errors.beneficiaries).toEqual(['Add at least one beneficiary.']);
    expect(errors.periodTo).toEqual(['The end date must be on or after the start date.']);
  });

  it('stores the request and gives a short-lived PDF of the chosen period and types', async () => {
    const { ids, customer } = await setup();
    const n = customer.national_id;
    const outgoing = await makeTransaction(t.app.db, n, {
      created_at: '2025-02-01T10:00:00.000Z',
      counterparty_name: 'أحمد محمود حسن',
    });
    const otherBeneficiary = await makeTransaction(t.app.db, n, {
      created_at: '2025-02-02T10:00:00.000Z',
      counterparty_name: 'Someone Else',
    });
    const sale = await makeTransaction(t.app.db, n, {
      kind: 'currency_sale',
      created_at: '2025-03-31T20:30:00.000Z',
      counterparty_name: null,
      amount_sar: '1877.50',
    });
    const purchase = await makeTransaction(t.app.db, n, {
      kind: 'currency_purchase',
      created_at: '2025-02-03T10:00:00.000Z',
      counterparty_name: null,
    });
    const outside = await makeTransaction(t.app.db, n, {
      created_at: '2025-05-01T10:00:00.000Z',
      counterparty_name: 'أحمد محمود حسن',
    });

    const body = await submit('statement', statement(ids));
    expect(body.reference).toMatch(/^ST/);
    expect(body.statementUrl).toMatch(
      /^\/api\/remittance\/statements\/ST[A-Z0-9]{8}\.pdf\?expires=\d+&token=/,
    );
    const pdf = await t.app.inject({ url: body.statementUrl! });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const dir = mkdtempSync(path.join(tmpdir(), 'statement-'));
    writeFileSync(path.join(dir, 's.pdf'), pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', path.join(dir, 's.pdf'), '-'], {
      encoding: 'utf8',
    }).replace(/[\u200e\u200f\u202a-\u202e]/g, '');
    expect(text).toContain(body.reference);
    expect(text).toContain('كشف العمليات');
    for (const tx of [outgoing, sale]) expect(text).toContain(tx.transaction_number);
    for (const tx of [otherBeneficiary, purchase, outside]) expect(text).not.toContain(tx.transaction_number);
    // Days are Riyadh days: 20:30 UTC on 31 March is 23:30 there, still inside the period.
    expect(text).toContain('2025-03-31 23:30');
    // No single sum across movement types: totals per type, and riyals paid versus received.
    expect(text).toMatch(/حوالة صادرة\s+1\s+1,000\.00\s+25\.00\s+3\.75/);
    expect(text).toMatch(/بيع عملات\s+1\s+1,877\.50\s+25\.00\s+3\.75/);
    expect(text).not.toContain('Total\n');
    expect(text).toMatch(/Riyals you paid\s+2,877\.50/);
    expect(text).toMatch(/Riyals you received\s+0\.00/);

    const forged = await t.app.inject({ url: body.statementUrl!.replace(/token=.*/, 'token=abc') });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('link_expired');
    const late = await t.app.inject({ url: body.statementUrl!.replace(/expires=\d+/, 'expires=1000') });
    expect(late.json().code).toBe('link_expired');
  });
});

describe('a long statement', () => {
  it('repeats the column titles on every page and never splits an operation across pages', async () => {
    const { ids, customer } = await setup();
    const numbers: string[] = [];
    for (let i = 0; i < 45; i++) {
      const tx = await makeTransaction(t.app.db, customer.national_id, {
        kind: i % 2 ? 'currency_purchase' : 'incoming_transfer',
        created_at: `2025-02-${String((i % 27) + 1).padStart(2, '0')}T10:00:00.000Z`,
        counterparty_name: i % 2 ? null : 'احمد محمود حسن',
      });
      numbers.push(tx.transaction_number);
    }
    const body = await submit('statement', {
      ...ids,
      periodFrom: '2025-02-01',
      periodTo: '2025-02-28',
      movementTypes: ['incoming_transfer', 'currency_purchase'],
      beneficiaries: [{ name: 'احمد محمود حسن' }],
      declaration: true,
    });
    const pages = await statementText(body.statementUrl!);
    expect(pages.length).toBeGreaterThan(1);
    const tablePages = pages.filter((page) => numbers.some((n) => page.includes(n)));
    for (const page of tablePages) expect(page).toContain('Transaction no.');
    // Each operation's number is printed whole on exactly one page.
    for (const n of numbers) expect(pages.filter((page) => page.includes(n))).toHaveLength(1);
    const last = pages.join('\n');
    expect(last).toMatch(/Riyals you received\s+45,000\.00/);
    expect(last).toMatch(/Riyals you paid\s+0\.00/);
  });
});
