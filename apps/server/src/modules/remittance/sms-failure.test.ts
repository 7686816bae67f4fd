import { describe, expect, it } from 'vitest';
import { makeCustomer, makeTransfer } from '../../test/core-fixtures.js';
import { remittanceClient } from '../../test/remittance-client.js';
import { createTestApp, unreachableSms } from '../../test/test-app.js';

// Each of these builds an app with its own settings, so they live in files of their own.
describe('SMS provider failure', () => {
  it("answers 'failed to generate' when the provider cannot be reached", async () => {
    const broken = await createTestApp({ sms: unreachableSms(2000) });
    try {
      const customer = await makeCustomer(broken.app.db);
      const transfer = await makeTransfer(broken.app.db, customer.national_id);
      const res = await remittanceClient(broken.app).requestCode(
        'inquiry',
        { reference: transfer.transfer_number, nationalId: customer.national_id },
        'ur',
      );
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        code: 'otp_failed',
        message: 'تصدیقی کوڈ نہیں بھیجا جا سکا۔ براہ کرم دوبارہ کوشش کریں۔',
      });
    } finally {
      await broken.close();
    }
  });
});
