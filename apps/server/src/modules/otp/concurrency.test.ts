import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_RULES } from '@waha/shared';
import { randomNationalId } from '../../test/core-fixtures.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import { createOtpService } from './service.js';
import type { SmsMessage } from './sms.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let n = 0;
function setup() {
  const sent: SmsMessage[] = [];
  const otp = createOtpService({
    db: t.app.db,
    sms: { send: async (message) => void sent.push(message) },
    secret: 'x'.repeat(32),
  });
  const subject = `concurrency:${++n}`;
  const issue = () =>
    otp.issue({
      purpose: 'remittance-service',
      subject,
      person: randomNationalId(),
      phone: '+966500000001',
      language: 'en',
    });
  const guess = (code: string) =>
    otp.verify({ purpose: 'remittance-service', subject, code }).then(
      () => 'accepted',
      (error: { code: string }) => error.code,
    );
  return { sent, subject, issue, guess };
}

const wrongFor = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

// PRODUCT.md section 4: never more than 5 guesses evaluated per code, however concurrent.
describe(`concurrent guesses on ${TEST_ENGINE}`, () => {
  it('evaluates at most 5 of 30 simultaneous wrong guesses; the right code is refused after', async () => {
    const { sent, subject, issue, guess } = setup();
    await issue();
    const code = sent[0]!.code;
    const outcomes = await Promise.all(Array.from({ length: 30 }, (_, i) => guess(wrongFor(code, i))));
    const evaluated = outcomes.filter((o) => o === 'otp_invalid').length;
    expect(evaluated).toBeLessThanOrEqual(OTP_RULES.maxAttempts);
    expect(outcomes.every((o) => o === 'otp_invalid' || o === 'otp_expired')).toBe(true);
    expect(await guess(code)).toBe('otp_expired');
    const row = await t.app.db
      .selectFrom('otp_codes')
      .select('attempts')
      .where('subject', '=', subject)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(OTP_RULES.maxAttempts);
  });

  it('with the right code among 30 simultaneous guesses, at most 5 are evaluated in all', async () => {
    for (let trial = 0; trial < 4; trial++) {
      const { sent, issue, guess } = setup();
      await issue();
      const code = sent[0]!.code;
      const guesses = Array.from({ length: 30 }, (_, i) => (i === 20 ? code : wrongFor(code, i)));
      const outcomes = await Promise.all(guesses.map(guess));
      const evaluated = outcomes.filter((o) => o === 'otp_invalid' || o === 'accepted').length;
      expect(evaluated).toBeLessThanOrEqual(OTP_RULES.maxAttempts);
      expect(outcomes.filter((o) => o === 'accepted').length).toBeLessThanOrEqual(1);
    }
  });
});
