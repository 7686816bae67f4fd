import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer, makeTransaction, randomIp } from '../../test/core-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { findIssued } from '../einvoicing/repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the invoice PDF is PDF/A-3 with the signed XML inside (issue 24, deliverable 4)', () => {
  it('carries exactly one .xml attachment, byte-identical to the issued XML, and declares pdfaid:part 3', async () => {
    const customer = await makeCustomer(t.app.db);
    const tx = await makeTransaction(t.app.db, customer.national_id, {
      created_at: '2025-03-01T09:30:00.000Z',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/invoices',
      payload: { nationalId: customer.national_id, transactionNumber: tx.transaction_number },
      remoteAddress: randomIp(),
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const issued = (await findIssued(t.app.db, tx.transaction_number, '388'))!;
    const dir = mkdtempSync(path.join(tmpdir(), 'pdfa-'));
    const file = path.join(dir, 'invoice.pdf');
    writeFileSync(file, res.rawPayload);

    const listed = execFileSync('pdfdetach', ['-list', file], { encoding: 'utf8' });
    const names = listed
      .split('\n')
      .filter((line) => /^\d+:/.test(line))
      .map((line) => line.replace(/^\d+:\s*/, ''));
    expect(names).toEqual([`${issued.number}.xml`]);
    const saved = path.join(dir, 'attached.xml');
    execFileSync('pdfdetach', ['-save', '1', '-o', saved, file]);
    expect(readFileSync(saved).equals(Buffer.from(issued.xml, 'utf8'))).toBe(true);

    const xmp = execFileSync('pdfinfo', ['-meta', file], { encoding: 'utf8' });
    expect(xmp).toMatch(/pdfaid:part(>|=")3/);
    expect(xmp).toMatch(/pdfaid:conformance(>|=")B/);
    // Still the bilingual invoice.
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Simplified Tax Invoice');
    expect(text).toContain(issued.number);
  });
});
