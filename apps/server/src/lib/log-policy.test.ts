import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer, makeTransaction, makeTransfer } from '../test/core-fixtures.js';
import { cancelForm, remittanceClient } from '../test/remittance-client.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { maskText, sanitizeLogArgs } from './log-policy.js';

// The real pino output of the app, at the most verbose level, as it would reach stdout.
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logLevel: 'trace' }, { logStream: { write: (line) => void lines.push(line) } });
});
afterAll(async () => t.close());

const IBAN = 'SA0380000000608010167519';

describe('the log policy on real log output', () => {
  it('writes no code, phone, ID number, IBAN or file content for code, remittance and invoice requests', async () => {
    const phone = '+966512345678';
    const customer = await makeCustomer(t.app.db, { phone, name_en: 'Mohammed Abdullah Al-Qahtani' });
    const transfer = await makeTransfer(t.app.db, customer.national_id);
    const form = cancelForm({ reference: transfer.transfer_number, nationalId: customer.national_id });
    const c = remittanceClient(t.app);
    expect((await c.requestCode('cancel', form, 'ar')).statusCode).toBe(200);
    const code = await c.lastCode('cancel', transfer.transfer_number);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await c.confirm('cancel', form, wrong)).statusCode).toBe(400);
    expect((await c.confirm('cancel', form, code)).statusCode).toBe(200);

    const tx = await makeTransaction(t.app.db, customer.national_id, {
      created_at: '2025-03-01T09:30:00.000Z',
    });
    const invoice = await t.app.inject({
      method: 'POST',
      url: '/api/invoices',
      payload: { nationalId: customer.national_id, transactionNumber: tx.transaction_number },
    });
    expect(invoice.statusCode).toBe(200);
    // A refusal and a query string with a number in it are logged too.
    await t.app.inject({ url: `/api/dev/outbox?subject=cancel:${transfer.transfer_number}&to=${phone}` });

    const log = lines.join('');
    if (process.env.SHOW_LOG) console.log(log);
    // The policy was exercised: requests were logged (at debug) and the SMS adapter wrote a line.
    expect(log).toContain('"msg":"request"');
    expect(log).toContain('console SMS');
    for (const secret of [
      code,
      wrong,
      phone,
      phone.slice(4), // 512345678
      `0${phone.slice(4)}`,
      customer.national_id,
      IBAN,
      'SA03 8000',
      '8000000060801016',
      '%PDF',
      invoice.rawPayload.subarray(0, 64).toString('base64'),
    ]) {
      expect(log, `log contains ${secret}`).not.toContain(secret);
    }
  });
});

describe('maskText', () => {
  it('keeps the last four digits of IDs and phones and hides codes and IBANs', () => {
    expect(maskText('/api/x?id=1000000008&branch=19')).toBe('/api/x?id=******0008&branch=19');
    expect(maskText('/api/exchangeRates?Branch_ID=19')).toBe('/api/exchangeRates?Branch_ID=19');
    expect(maskText('to +966 50 000 0001')).toBe('to *********0001');
    expect(maskText('your code is 123456.')).toBe('your code is [code].');
    expect(maskText('amount 123456.75')).toBe('amount 123456.75');
    expect(maskText('IBAN SA03 8000 0000 6080 1016 7519')).toBe('IBAN SA**7519');
    // Dates and times survive.
    expect(maskText('at 2026-11-23T18:40:24.123Z')).toBe('at 2026-11-23T18:40:24.123Z');
  });

  it('masks by field name inside objects and errors, and leaves the dev SMS alone only in development', () => {
    const error = Object.assign(new Error('no customer 1000000008'), { code: 'E_NOPE' });
    const [safe] = sanitizeLogArgs(
      [{ nationalId: '1000000008', code: '123456', nested: { iban: IBAN }, err: error }],
      false,
    ) as [Record<string, unknown>];
    expect(JSON.stringify(safe)).not.toMatch(/1000000008|123456|SA0380/);
    expect(safe).toMatchObject({ nationalId: '******0008', code: '[redacted]' });
    expect(safe.err).toMatchObject({ message: 'no customer ******0008', code: 'E_NOPE' });
    const zatca = sanitizeLogArgs(
      [{ binarySecurityToken: 'VFVMTE9LRU4=', secret: 'Zm9v', privateKeyPem: '-----BEGIN PRIVATE KEY-----' }],
      false,
    );
    expect(JSON.stringify(zatca)).not.toMatch(/VFVMTE9LRU4|Zm9v|PRIVATE KEY/);
    const devSms = { devSms: { to: '+966500000001', text: 'code 123456' } };
    expect(sanitizeLogArgs([devSms], true)[0]).toBe(devSms);
    expect(JSON.stringify(sanitizeLogArgs([devSms], false))).not.toContain('123456');
  });

  it('keeps the peer of a socket error (a database or Redis address) out of the message and stack', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.20.30.40:5432'), {
      code: 'ECONNREFUSED',
      address: '10.20.30.40',
      port: 5432,
    });
    const unknown = Object.assign(new Error('getaddrinfo ENOTFOUND db'), {
      code: 'ENOTFOUND',
      hostname: 'db',
    });
    const [safe] = sanitizeLogArgs([{ err: refused, other: unknown }], false) as [Record<string, unknown>];
    expect(JSON.stringify(safe)).not.toMatch(/10\.20\.30\.40|5432|ENOTFOUND db"/);
    expect(safe.err).toMatchObject({ message: 'connect ECONNREFUSED [host]', code: 'ECONNREFUSED' });
    expect(safe.other).toMatchObject({ message: 'getaddrinfo ENOTFOUND [host]' });
    // The stack's frames keep their paths (src/db/... is not the host "db").
    expect((safe.other as { stack: string }).stack).toMatch(/log-policy\.test\.ts/);
  });
});
