import { OTP_RULES } from '@waha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp } from '../../test/core-fixtures.js';
import { customerClient, makeFormsCustomer } from '../../test/customer-client.js';
import { sample, scrape } from '../../test/metrics-text.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';

// Issue 21: a customer's login code is guessed at most OTP_RULES.maxAttempts times, however many
// guesses arrive at once: each reserves its attempt before the code is compared.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const compared = async () => sample(await scrape(t.app), 'waha_otp_checks_total', { purpose: 'login' });

describe(`customer login code under concurrency on ${TEST_ENGINE}`, () => {
  it('compares at most 5 of 25 simultaneous wrong codes (from 25 addresses); the right one is refused after', async () => {
    const customer = await makeFormsCustomer(t.app.db);
    const owner = customerClient(t.app);
    expect((await owner.requestCode(customer.nationalId, customer.phone)).statusCode).toBe(200);
    const code = await owner.lastCode(customer.nationalId);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const before = await compared();
    const responses = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        customerClient(t.app, randomIp()).verify(customer.nationalId, customer.phone, wrong(i)),
      ),
    );
    const evaluated = (await compared()) - before;
    expect(evaluated).toBeLessThanOrEqual(OTP_RULES.maxAttempts);
    expect(responses.every((r) => r.statusCode === 400)).toBe(true);
    expect(responses.filter((r) => r.json().code === 'otp_invalid')).toHaveLength(evaluated);
    // The code's attempts are spent: the right code is not compared either.
    const right = await owner.verify(customer.nationalId, customer.phone, code);
    expect(right.json().code).toBe('otp_expired');
    expect((await compared()) - before).toBe(evaluated);
  });
});
