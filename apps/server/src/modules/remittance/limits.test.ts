import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer, makeTransfer, randomIp } from '../../test/core-fixtures.js';
import { remittanceClient } from '../../test/remittance-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { REMITTANCE_LIMITS } from './routes.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('abuse control on remittance services', () => {
  it('limits lookups of one transfer number, even from many addresses', async () => {
    const customer = await makeCustomer(t.app.db);
    const transfer = await makeTransfer(t.app.db, customer.national_id);
    const other = await makeCustomer(t.app.db);
    const form = { reference: transfer.transfer_number, nationalId: other.national_id };
    for (let i = 0; i < REMITTANCE_LIMITS.reference.max; i++) {
      const res = await remittanceClient(t.app, randomIp()).requestCode('inquiry', form);
      expect(res.json().code).toBe('remittance_mismatch');
    }
    const blocked = await remittanceClient(t.app, randomIp()).requestCode('inquiry', form);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('rate_limited');
    // Even the right pair is refused now: guessing cannot continue until the window ends.
    const right = await remittanceClient(t.app).requestCode('inquiry', {
      ...form,
      nationalId: customer.national_id,
    });
    expect(right.statusCode).toBe(429);
  });

  it('counts the transfer number and the transaction number of one transfer together', async () => {
    const customer = await makeCustomer(t.app.db);
    const transfer = await makeTransfer(t.app.db, customer.national_id);
    const other = await makeCustomer(t.app.db);
    const references = [transfer.transfer_number, transfer.transaction_number];
    for (let i = 0; i < REMITTANCE_LIMITS.reference.max; i++) {
      const form = { reference: references[i % 2], nationalId: other.national_id };
      const res = await remittanceClient(t.app, randomIp()).requestCode('inquiry', form);
      expect(res.json().code).toBe('remittance_mismatch');
    }
    for (const reference of references) {
      const res = await remittanceClient(t.app, randomIp()).requestCode('inquiry', {
        reference,
        nationalId: other.national_id,
      });
      expect(res.statusCode).toBe(429);
    }
  });

  it('sends one person at most 3 codes in 15 minutes, however many transfers they have', async () => {
    const customer = await makeCustomer(t.app.db);
    const statuses: number[] = [];
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) {
      const transfer = await makeTransfer(t.app.db, customer.national_id);
      const res = await remittanceClient(t.app, randomIp()).requestCode('inquiry', {
        reference: transfer.transfer_number,
        nationalId: customer.national_id,
      });
      statuses.push(res.statusCode);
      codes.push(res.json().code ?? 'sent');
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    expect(codes.slice(3)).toEqual(['otp_too_many', 'otp_too_many', 'otp_too_many']);
  });

  it('limits code requests from one client', async () => {
    const c = remittanceClient(t.app, randomIp());
    const customer = await makeCustomer(t.app.db);
    const stranger = await makeCustomer(t.app.db);
    let last = 0;
    for (let i = 0; i <= REMITTANCE_LIMITS.clientCodes.max; i++) {
      const transfer = await makeTransfer(t.app.db, customer.national_id);
      last = (
        await c.requestCode('inquiry', {
          reference: transfer.transfer_number,
          nationalId: stranger.national_id,
        })
      ).statusCode;
      if (i < REMITTANCE_LIMITS.clientCodes.max) expect(last).toBe(400);
    }
    expect(last).toBe(429);
  });
});
