import { ErrorEnvelopeSchema, RemittanceConfirmedSchema } from '@waha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer, makeTransfer, randomNationalId } from '../../test/core-fixtures.js';
import { remittanceClient } from '../../test/remittance-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { listRequestEvents } from './repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('transfer inquiry', () => {
  it('texts a code to the phone on record, then shows the status and stores the request', async () => {
    const c = remittanceClient(t.app);
    const customer = await makeCustomer(t.app.db, { phone: '+966511112222' });
    const transfer = await makeTransfer(t.app.db, customer.national_id, {
      status: 'paid',
      ready_at: '2025-01-01T11:00:00.000Z',
      paid_at: '2025-01-02T09:00:00.000Z',
    });
    const form = { reference: transfer.transfer_number, nationalId: customer.national_id };
    const sent = await c.requestCode('inquiry', form);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ maskedPhone: '+966 5•• ••• 222', resendAfterSeconds: 60 });
    const outbox = await t.app.inject({ url: `/api/dev/outbox?subject=inquiry:${transfer.transfer_number}` });
    expect(outbox.json()[0]).toMatchObject({ to: '+966511112222', purpose: 'remittance-service' });

    const res = await c.confirm('inquiry', form, await c.lastCode('inquiry', transfer.transfer_number));
    expect(res.statusCode).toBe(200);
    const body = RemittanceConfirmedSchema.parse(res.json());
    expect(body.reference).toMatch(/^IQ[A-Z0-9]{8}$/);
    expect(body.transfer).toMatchObject({
      transferNumber: transfer.transfer_number,
      status: 'paid',
      paidAt: '2025-01-02T09:00:00.000Z',
      readyAt: '2025-01-01T11:00:00.000Z',
    });
    const events = await listRequestEvents(t.app.db, body.reference);
    expect(events).toMatchObject([{ status: 'answered', actor: 'customer' }]);
  });

  it('finds the transfer by its 14-digit transaction number too, typed in Arabic-Indic digits', async () => {
    const c = remittanceClient(t.app);
    const customer = await makeCustomer(t.app.db);
    const transfer = await makeTransfer(t.app.db, customer.national_id);
    const arabic = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d)));
    const res = await c.requestCode('inquiry', {
      reference: arabic(transfer.transaction_number),
      nationalId: arabic(customer.national_id),
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers the same thing whether the number or the ID is wrong', async () => {
    const c = remittanceClient(t.app);
    const customer = await makeCustomer(t.app.db);
    const other = await makeCustomer(t.app.db);
    const transfer = await makeTransfer(t.app.db, customer.national_id);
    const wrongId = await c.requestCode('inquiry', {
      reference: transfer.transfer_number,
      nationalId: other.national_id,
    });
    const unknownNumber = await c.requestCode('inquiry', {
      reference: '9999999990',
      nationalId: customer.national_id,
    });
    const unknownPerson = await c.requestCode('inquiry', {
      reference: transfer.transfer_number,
      nationalId: randomNationalId('2'),
    });
    for (const res of [wrongId, unknownNumber, unknownPerson]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'remittance_mismatch',
        message: 'The transfer number or ID number is incorrect. Please re-enter them.',
      });
    }
    expect(
      await t.app.db.selectFrom('otp_codes').selectAll().where('subject', 'like', '%9999999990').execute(),
    ).toEqual([]);
  });

  it.each([
    [
      { reference: '123', nationalId: '1000000008' },
      'reference',
      'Enter a 10-digit transfer number or a 14-digit transaction number.',
    ],
    [
      { reference: '1000000011', nationalId: '1000000009' },
      'nationalId',
      'This ID number looks mistyped. Please check it.',
    ],
    [
      { reference: '1000000011', nationalId: '3000000001' },
      'nationalId',
      'Enter a 10-digit ID or iqama number starting with 1 or 2.',
    ],
    [{ reference: '1000000011' }, 'nationalId', 'This field is required.'],
  ])('refuses %j with a message on the field', async (form, field, message) => {
    const res = await remittanceClient(t.app).requestCode('inquiry', form);
    expect(res.statusCode).toBe(400);
    const body = ErrorEnvelopeSchema.parse(res.json());
    expect(body.code).toBe('validation_failed');
    expect(body.fieldErrors?.[field]).toEqual([message]);
  });

  it('refuses a wrong code, an expired code and a reused code, and stores nothing until a right one', async () => {
    const c = remittanceClient(t.app);
    const customer = await makeCustomer(t.app.db);
    const transfer = await makeTransfer(t.app.db, customer.national_id);
    const form = { reference: transfer.transfer_number, nationalId: customer.national_id };
    await c.requestCode('inquiry', form);
    const code = await c.lastCode('inquiry', transfer.transfer_number);
    const wrong = await c.confirm('inquiry', form, code === '000000' ? '111111' : '000000', 'ar');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'otp_invalid', message: 'رمز التحقق غير صحيح أو مفقود.' });
    const missing = await c.confirm('inquiry', form, '');
    expect(missing.json()).toMatchObject({
      code: 'validation_failed',
      fieldErrors: { code: ['Enter the verification code.'] },
    });
    const stored = () =>
      t.app.db
        .selectFrom('remittance_requests')
        .selectAll()
        .where('transfer_number', '=', transfer.transfer_number)
        .execute();
    expect(await stored()).toEqual([]);

    expect((await c.confirm('inquiry', form, code)).statusCode).toBe(200);
    const reused = await c.confirm('inquiry', form, code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('otp_expired');
    expect(await stored()).toHaveLength(1);

    // A new code that has passed its five minutes (moved back in time rather than waited for).
    await t.app.db
      .updateTable('otp_codes')
      .set({ created_at: '2000-01-01T00:00:00.000Z' })
      .where('subject', '=', `inquiry:${transfer.transfer_number}`)
      .execute();
    await c.requestCode('inquiry', form);
    const fresh = await c.lastCode('inquiry', transfer.transfer_number);
    await t.app.db
      .updateTable('otp_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('subject', '=', `inquiry:${transfer.transfer_number}`)
      .execute();
    const expired = await c.confirm('inquiry', form, fresh);
    expect(expired.json().code).toBe('otp_expired');
  });

  it('does not let a code for one transfer or service confirm another', async () => {
    const c = remittanceClient(t.app);
    const customer = await makeCustomer(t.app.db);
    const a = await makeTransfer(t.app.db, customer.national_id);
    const b = await makeTransfer(t.app.db, customer.national_id);
    await c.requestCode('inquiry', { reference: a.transfer_number, nationalId: customer.national_id });
    const code = await c.lastCode('inquiry', a.transfer_number);
    const otherTransfer = await c.confirm(
      'inquiry',
      { reference: b.transfer_number, nationalId: customer.national_id },
      code,
    );
    expect(otherTransfer.json().code).toBe('otp_invalid');
    const otherService = await c.confirm(
      'statement',
      {
        reference: a.transfer_number,
        nationalId: customer.national_id,
        periodFrom: '2025-01-01',
        periodTo: '2025-01-31',
        movementTypes: ['outgoing_transfer'],
        beneficiaries: [{ name: 'Ahmed Hassan' }],
        declaration: true,
      },
      code,
    );
    expect(otherService.json().code).toBe('otp_invalid');
  });

  it('waits a minute between codes and says when to try again', async () => {
    const c = remittanceClient(t.app);
    const customer = await makeCustomer(t.app.db);
    const transfer = await makeTransfer(t.app.db, customer.national_id);
    const form = { reference: transfer.transfer_number, nationalId: customer.national_id };
    expect((await c.requestCode('inquiry', form)).statusCode).toBe(200);
    const again = await c.requestCode('inquiry', form);
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('otp_resend_wait');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(50);
  });
});
