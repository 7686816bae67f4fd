import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brand, riyadhDateTimeText } from '@waha/shared';
import jsqrModule from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer, makeTransaction, randomIp } from '../../test/core-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { WEBSITE_EGS_ID } from '../einvoicing/egs.js';
import { invoiceHash } from '../einvoicing/hash.js';
import { decodeQr } from '../einvoicing/qr.js';
import { findIssued, listChain } from '../einvoicing/repository.js';
import { INVOICE_LIMITS } from './routes.js';

// jsqr is CommonJS: the default import is the function itself at run time, typed as a namespace.
type JsQr = typeof jsqrModule.default;
const jsQR: JsQr = (jsqrModule as unknown as { default?: JsQr }).default ?? (jsqrModule as unknown as JsQr);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const BIDI_MARKS = /[\u200e\u200f\u202a-\u202e]/g;
const ip = randomIp();
const post = (payload: object, language = 'en', remoteAddress = ip) =>
  t.app.inject({
    method: 'POST',
    url: '/api/invoices',
    payload,
    remoteAddress,
    headers: { 'accept-language': language },
  });

function readPdf(bytes: Buffer) {
  const dir = mkdtempSync(path.join(tmpdir(), 'invoice-'));
  const file = path.join(dir, 'invoice.pdf');
  writeFileSync(file, bytes);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(
    BIDI_MARKS,
    '',
  );
  // The QR's size follows its payload (the signature and times differ per invoice): a dense one
  // can be too fine for the decoder at 150 dpi, as a phone close up would still read it.
  const qrAt = (dpi: number) => {
    const prefix = path.join(dir, `page-${dpi}`);
    execFileSync('pdftoppm', ['-png', '-r', String(dpi), '-f', '1', '-l', '1', file, prefix]);
    const png = PNG.sync.read(readFileSync(`${prefix}-1.png`));
    return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
  };
  return { text, qr: qrAt(150) ?? qrAt(300) };
}

describe('simplified tax invoice', () => {
  it('is a bilingual PDF of the issued invoice: fee, 15 % VAT, total and the nine-tag QR of the stored XML', async () => {
    const customer = await makeCustomer(t.app.db);
    const tx = await makeTransaction(t.app.db, customer.national_id, {
      fee: '25.00',
      vat: '3.75',
      created_at: '2025-03-01T09:30:00.000Z',
    });
    const res = await post({ nationalId: customer.national_id, transactionNumber: tx.transaction_number });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`SI-${tx.transaction_number}.pdf`);
    const issued = (await findIssued(t.app.db, tx.transaction_number, '388'))!;
    const { text, qr } = readPdf(res.rawPayload);
    expect(text).toContain(`SI-${tx.transaction_number}`);
    expect(text).toContain(brand.companyName.ar);
    expect(text).toContain(brand.companyName.en);
    expect(text).toContain('فاتورة ضريبية مبسطة');
    expect(text).toContain(brand.vatNumber);
    // The issue time is when the invoice was issued (at the source), not when the customer paid.
    expect(text).toContain(riyadhDateTimeText(issued.issued_at));
    expect(text).toMatch(/Transfer fee\s+25\.00\s+رسوم الحوالة/);
    expect(text).toMatch(/VAT 15%\s+3\.75/);
    expect(text).toMatch(/Total including VAT\s+28\.75/);
    expect(text).not.toContain(customer.national_id);
    const tags = decodeQr(qr!);
    expect(tags).toMatchObject({
      sellerName: brand.companyName.ar,
      vatNumber: brand.vatNumber,
      total: '28.75',
      vatAmount: '3.75',
      invoiceHash: issued.hash,
    });
    expect(invoiceHash(issued.xml)).toBe(issued.hash);
  });

  it('issues once: downloading again serves the same stored invoice and takes no new counter', async () => {
    const customer = await makeCustomer(t.app.db);
    const tx = await makeTransaction(t.app.db, customer.national_id);
    const body = { nationalId: customer.national_id, transactionNumber: tx.transaction_number };
    const first = await post(body);
    const before = (await findIssued(t.app.db, tx.transaction_number, '388'))!;
    const chainLength = (await listChain(t.app.db, WEBSITE_EGS_ID)).length;
    const second = await post(body);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const after = (await findIssued(t.app.db, tx.transaction_number, '388'))!;
    expect(after.xml).toBe(before.xml);
    expect(after.icv).toBe(before.icv);
    expect((await listChain(t.app.db, WEBSITE_EGS_ID)).length).toBe(chainLength);
    expect(readPdf(second.rawPayload).qr).toBe(readPdf(first.rawPayload).qr);
  });

  it("answers 'still processing' for a transaction younger than the delay", async () => {
    const customer = await makeCustomer(t.app.db);
    const tx = await makeTransaction(t.app.db, customer.national_id, {
      created_at: new Date(Date.now() - 60_000).toISOString(),
    });
    const res = await post(
      { nationalId: customer.national_id, transactionNumber: tx.transaction_number },
      'ar',
    );
    expect(res.statusCode).toBe(409);
    // A minute old, with the default 10-minute delay: about 9 minutes to go.
    expect(res.json()).toEqual({
      code: 'vat_processing',
      message:
        'فاتورتك الضريبية قيد الإعداد، يرجى المحاولة مرة أخرى بعد قليل. الوقت المتبقي تقريبًا بالدقائق: 9',
      details: { minutes: '9' },
    });
  });

  it('gives the same answer for a wrong ID and a wrong transaction number', async () => {
    const customer = await makeCustomer(t.app.db);
    const other = await makeCustomer(t.app.db);
    const tx = await makeTransaction(t.app.db, customer.national_id);
    const a = await post({ nationalId: other.national_id, transactionNumber: tx.transaction_number });
    const b = await post({ nationalId: customer.national_id, transactionNumber: '12345678901234' });
    for (const res of [a, b]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'invoice_mismatch',
        message: 'The government ID or transaction number is incorrect.',
      });
    }
  });

  it.each([
    [
      { nationalId: '1000000008', transactionNumber: '1234' },
      'transactionNumber',
      'Enter the 14-digit transaction number.',
    ],
    [
      { nationalId: '1000000007', transactionNumber: '12345678901234' },
      'nationalId',
      'This ID number looks mistyped. Please check it.',
    ],
    [{ transactionNumber: '12345678901234' }, 'nationalId', 'This field is required.'],
  ])('validates %j', async (payload, field, message) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toEqual([message]);
  });

  it("answers 'failed to generate invoice' when the document cannot be made", async () => {
    const customer = await makeCustomer(t.app.db);
    // A record the invoice cannot describe (an unknown kind from the core system).
    const tx = await makeTransaction(t.app.db, customer.national_id, { kind: 'gold_purchase' });
    const res = await post({ nationalId: customer.national_id, transactionNumber: tx.transaction_number });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 'invoice_failed',
      message: 'We could not generate the invoice. Please try again.',
    });
  });

  it('limits attempts on one transaction number', async () => {
    const customer = await makeCustomer(t.app.db);
    const tx = await makeTransaction(t.app.db, customer.national_id);
    const strangers = await Promise.all(
      Array.from({ length: INVOICE_LIMITS.transaction.max + 1 }, () => makeCustomer(t.app.db)),
    );
    const codes: number[] = [];
    for (const s of strangers) {
      codes.push(
        (
          await post(
            { nationalId: s.national_id, transactionNumber: tx.transaction_number },
            'en',
            randomIp(),
          )
        ).statusCode,
      );
    }
    expect(codes.slice(0, -1).every((c) => c === 400)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});
