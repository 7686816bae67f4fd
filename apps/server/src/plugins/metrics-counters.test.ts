import { randomBytes } from 'node:crypto';
import { CaptchaChallengeSchema } from '@waha/shared';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer, makeTransfer, randomIp } from '../test/core-fixtures.js';
import { sample, scrape } from '../test/metrics-text.js';
import { remittanceClient } from '../test/remittance-client.js';
import { createTestApp, unreachableSms, type TestApp } from '../test/test-app.js';
import { EXE, PNG, ticketClient, ticketForm } from '../test/ticket-client.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ captcha: { passMs: 60_000, cost: 50 } }, { seed: false });
});
afterAll(async () => t.close());

/** How much each sample moved while `work` ran. */
async function moved(samples: [string, Record<string, string>?][], work: () => Promise<void>) {
  const before = await scrape(t.app);
  await work();
  const after = await scrape(t.app);
  return samples.map(([name, labels]) => sample(after, name, labels) - sample(before, name, labels));
}

describe('product counters', () => {
  it('counts a one-time code sent, by purpose', async () => {
    const customer = await makeCustomer(t.app.db);
    const transfer = await makeTransfer(t.app.db, customer.national_id);
    const delta = await moved(
      [['waha_otp_codes_sent_total', { purpose: 'remittance-service' }]],
      async () => {
        const res = await remittanceClient(t.app).requestCode('inquiry', {
          reference: transfer.transfer_number,
          nationalId: customer.national_id,
        });
        expect(res.statusCode, res.body).toBe(200);
      },
    );
    expect(delta).toEqual([1]);
  });

  it('counts a 429 under the rule that refused it', async () => {
    const ip = randomIp();
    const delta = await moved([['waha_rate_limit_refusals_total', { rule: 'contact' }]], async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/contact',
          remoteAddress: ip,
          payload: { name: 'Sara Alotaibi', email: 'sara@example.com', message: `Question ${i}` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    });
    expect(delta).toEqual([1]);
  });

  it('counts a ticket opened and an upload refused, with their fixed labels', async () => {
    const customer = await makeCustomer(t.app.db, { language: 'en' });
    const client = ticketClient(t.app);
    const delta = await moved(
      [
        ['waha_tickets_opened_total', { category: 'complaint' }],
        ['waha_uploads_refused_total', { area: 'tickets', reason: 'bad_type' }],
      ],
      async () => {
        const refused = await client.submit(ticketForm(customer.national_id), [
          { name: 'invoice.pdf', type: 'application/pdf', bytes: EXE },
        ]);
        expect(refused.statusCode).toBe(415);
        const opened = await client.submit(ticketForm(customer.national_id), [
          { name: 'screen.png', type: 'image/png', bytes: PNG },
        ]);
        expect(opened.statusCode, opened.body).toBe(201);
      },
    );
    expect(delta).toEqual([1, 1]);
  });

  it('reads the tickets past their 7-day target when scraped', async () => {
    const before = sample(await scrape(t.app), 'waha_tickets_past_target');
    const customer = await makeCustomer(t.app.db, { language: 'en' });
    const res = await ticketClient(t.app).submit(
      ticketForm(customer.national_id, { category: 'inquiry', requestType: 'other' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(sample(await scrape(t.app), 'waha_tickets_past_target')).toBe(before);
    await t.app.db
      .updateTable('tickets')
      .set({ target_at: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', res.json().requestId)
      .execute();
    expect(sample(await scrape(t.app), 'waha_tickets_past_target')).toBe(before + 1);
    // A closed ticket no longer counts, however late it was.
    await t.app.db
      .updateTable('tickets')
      .set({ status: 'closed' })
      .where('id', '=', res.json().requestId)
      .execute();
    expect(sample(await scrape(t.app), 'waha_tickets_past_target')).toBe(before);
  });

  it('counts a solved captcha', async () => {
    const ip = `2001:db8:${randomBytes(2).toString('hex')}::7`;
    const delta = await moved([['waha_captcha_solved_total']], async () => {
      const res = await t.app.inject({ url: '/api/captcha/challenge', remoteAddress: ip });
      const challenge = CaptchaChallengeSchema.parse(res.json());
      const solution = await solveChallenge({ challenge, deriveKey });
      const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
      const verified = await t.app.inject({
        method: 'POST',
        url: '/api/captcha/verify',
        remoteAddress: ip,
        payload: { payload },
      });
      expect(verified.statusCode, verified.body).toBe(200);
    });
    expect(delta).toEqual([1]);
  });
});

describe('SMS provider failures', () => {
  it('count as a provider error by reason and as a code not sent', async () => {
    const broken = await createTestApp({ sms: unreachableSms(2000) }, { seed: false });
    try {
      const customer = await makeCustomer(broken.app.db);
      const transfer = await makeTransfer(broken.app.db, customer.national_id);
      const res = await remittanceClient(broken.app).requestCode('inquiry', {
        reference: transfer.transfer_number,
        nationalId: customer.national_id,
      });
      expect(res.statusCode).toBe(502);
      const text = await scrape(broken.app);
      expect(sample(text, 'waha_sms_provider_errors_total', { reason: 'unreachable' })).toBe(1);
      expect(sample(text, 'waha_otp_codes_failed_total', { purpose: 'remittance-service' })).toBe(1);
      expect(sample(text, 'waha_otp_codes_sent_total', { purpose: 'remittance-service' })).toBe(0);
    } finally {
      await broken.close();
    }
  });
});
