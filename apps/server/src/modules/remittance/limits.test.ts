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
