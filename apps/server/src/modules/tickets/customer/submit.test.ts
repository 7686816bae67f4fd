import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer, randomNationalId } from '../../../test/core-fixtures.js';
import { EXE, PDF, PNG, ticketClient, ticketForm } from '../../../test/ticket-client.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const storedFiles = () => {
  try {
    return readdirSync(t.config.storageDir).length;
  } catch {
    return 0;
  }
};
const ticketsOf = (nationalId: string) =>
  t.app.db.selectFrom('tickets').selectAll().where('national_id', '=', nationalId).execute();

describe('ticket submission', () => {
  it('stores the ticket with its attachments and texts the id with the 7-day target', async () => {
    const customer = await makeCustomer(t.app.db, { language: 'en' });
    const res = await ticketClient(t.app).submit(ticketForm(customer.national_id), [
      { name: 'screen.png', type: 'image/png', bytes: PNG },
      { name: 'receipt.pdf', type: 'application/pdf', bytes: PDF },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { requestId, createdAt, targetAt } = res.json();
    expect(requestId).toMatch(/^TK[A-Z0-9]{8}$/);
    expect(Date.parse(targetAt) - Date.parse(createdAt)).toBe(7 * 24 * 3600_000);
    const files = await t.app.db
      .selectFrom('ticket_files')
      .selectAll()
      .where('ticket_id', '=', requestId)
      .execute();
    expect(files.map((f) => f.content_type).sort()).toEqual(['application/pdf', 'image/png']);
    const events = await t.app.db
      .selectFrom('ticket_events')
      .selectAll()
      .where('ticket_id', '=', requestId)
      .execute();
    expect(events).toMatchObject([{ action: 'submit', status: 'open', actor: 'customer' }]);
    const sms = await t.app.db
      .selectFrom('dev_sms_outbox')
      .selectAll()
      .where('subject', '=', requestId)
      .execute();
    expect(sms).toHaveLength(1);
    expect(sms[0]!.to_phone).toBe(customer.phone);
    expect(sms[0]!.text).toContain(requestId);
    expect(sms[0]!.text).toContain(targetAt.slice(0, 7));
  });

  it("refuses an ID that is not an app-registered, active customer ('account not active')", async () => {
    const unregistered = await makeCustomer(t.app.db, { app_registered: 0 });
    const inactive = await makeCustomer(t.app.db, { active: 0 });
    for (const id of [unregistered.national_id, inactive.national_id, randomNationalId()]) {
      const res = await ticketClient(t.app).submit(ticketForm(id));
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'account_not_active',
        message: expect.stringContaining('register'),
      });
    }
  });

  it('refuses a second open ticket of the same request type, naming the open one', async () => {
    const customer = await makeCustomer(t.app.db);
    const c = ticketClient(t.app);
    const first = await c.submit(ticketForm(customer.national_id));
    expect(first.statusCode).toBe(201);
    const again = await c.submit(ticketForm(customer.national_id));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ticket_open_exists',
      details: { reference: first.json().requestId },
    });
    const otherType = await c.submit(ticketForm(customer.national_id, { requestType: 'other' }));
    expect(otherType.statusCode).toBe(201);
  });

  it('two submissions racing for the same type: exactly one is stored', async () => {
    const customer = await makeCustomer(t.app.db);
    const c = ticketClient(t.app);
    const results = await Promise.all([1, 2, 3].map(() => c.submit(ticketForm(customer.national_id))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await ticketsOf(customer.national_id)).toHaveLength(1);
  });

  it('needs a 10- or 14-digit transaction number for the transfer types (Arabic-Indic digits accepted)', async () => {
    const customer = await makeCustomer(t.app.db);
    const c = ticketClient(t.app);
    const missing = await c.submit(ticketForm(customer.national_id, { requestType: 'outgoing_transfer' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ transactionNumber: ['This field is required.'] });
    const bad = await c.submit(
      ticketForm(customer.national_id, { requestType: 'incoming_transfer', transactionNumber: '12345' }),
    );
    expect(bad.json().fieldErrors.transactionNumber).toEqual(['Enter a 10- or 14-digit transaction number.']);
    const ok = await c.submit(
      ticketForm(customer.national_id, { requestType: 'incoming_transfer', transactionNumber: '١٢٣٤٥٦٧٨٩٠' }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    const [row] = await ticketsOf(customer.national_id);
    expect(row!.transaction_number).toBe('1234567890');
  });

  it('validates every field with the shared schema and answers translated field messages', async () => {
    const res = await ticketClient(t.app).submit({
      nationalId: '1234567890',
      name: '',
      email: 'not-an-email',
      phone: '12',
      category: 'x',
      requestType: 'other',
      description: '',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual(
      ['category', 'description', 'email', 'name', 'nationalId', 'phone'].sort(),
    );
    expect(res.json().fieldErrors.phone).toEqual([
      'Enter a mobile number of 9 or 10 digits, such as 05XXXXXXXX.',
    ]);
  });

  it('judges attachments by content: a .png that is an executable is refused and nothing is kept', async () => {
    const customer = await makeCustomer(t.app.db);
    const before = storedFiles();
    const res = await ticketClient(t.app).submit(ticketForm(customer.national_id), [
      { name: 'ok.png', type: 'image/png', bytes: PNG },
      { name: 'photo.png', type: 'image/png', bytes: EXE },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      fieldErrors: { files: ['Only JPG, PNG or PDF files are accepted.'] },
    });
    expect(await ticketsOf(customer.national_id)).toHaveLength(0);
    expect(storedFiles()).toBe(before);
  });

  it('refuses a file of 1.5 MB or more, and a fourth file, keeping nothing', async () => {
    const customer = await makeCustomer(t.app.db);
    const before = storedFiles();
    const big = Buffer.concat([PNG, Buffer.alloc(1.5 * 1024 * 1024 - PNG.length)]);
    const tooBig = await ticketClient(t.app).submit(ticketForm(customer.national_id), [
      { name: 'big.png', type: 'image/png', bytes: big },
    ]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().fieldErrors).toEqual({ files: ['Each file must be under 1.5 MB.'] });
    const four = Array.from({ length: 4 }, (_, i) => ({ name: `${i}.png`, type: 'image/png', bytes: PNG }));
    const tooMany = await ticketClient(t.app).submit(ticketForm(customer.national_id), four);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fieldErrors).toEqual({ files: ['You can attach at most 3 files.'] });
    expect(await ticketsOf(customer.national_id)).toHaveLength(0);
    expect(storedFiles()).toBe(before);
  });

  it('accepts a file just under 1.5 MB', async () => {
    const customer = await makeCustomer(t.app.db);
    const under = Buffer.concat([PNG, Buffer.alloc(1.5 * 1024 * 1024 - 1 - PNG.length)]);
    const res = await ticketClient(t.app).submit(ticketForm(customer.national_id), [
      { name: 'under.png', type: 'image/png', bytes: under },
    ]);
    expect(res.statusCode, res.body).toBe(201);
  });
});
