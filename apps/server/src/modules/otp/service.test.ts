import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../../lib/app-error.js';
import { randomNationalId } from '../../test/core-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { OtpLimitError } from './caps.js';
import { createOtpService, type OtpService } from './service.js';
import type { SmsMessage, SmsSender } from './sms.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

// Each test's codes go to a person of its own, so the per-person caps of one test do not reach the next.
let person = randomNationalId();
function setup(failing = false) {
  person = randomNationalId();
  let time = Date.parse('2025-06-01T10:00:00Z');
  const sent: SmsMessage[] = [];
  const sms: SmsSender = {
    async send(message) {
      if (failing) throw new Error('provider down');
      sent.push(message);
    },
  };
  const otp: OtpService = createOtpService({
    db: t.app.db,
    sms,
    secret: 'x'.repeat(32),
    now: () => new Date(time),
  });
  const advance = (ms: number) => {
    time += ms;
  };
  return { otp, sent, advance, lastCode: () => sent.at(-1)!.code };
}

let n = 0;
const subject = () => `inquiry:${++n}`;
const codeOf = (error: unknown) => (error as AppError).code;
const base = {
  purpose: 'remittance-service' as const,
  phone: '+966500000001',
  language: 'en' as const,
  get person() {
    return person;
  },
};

describe('one-time codes', () => {
  it('sends a 6-digit code in the chosen language and stores only a hash', async () => {
    const { otp, sent } = setup();
    const s = subject();
    const result = await otp.issue({ ...base, subject: s, language: 'ar' });
    expect(result.maskedPhone).toBe('+966 5•• ••• 001');
    expect(result.resendAfterSeconds).toBe(60);
    expect(sent[0]!.code).toMatch(/^\d{6}$/);
    expect(sent[0]!.text).toContain(sent[0]!.code);
    expect(sent[0]!.text).toMatch(/رمز تأكيد طلب الحوالة/);
    const rows = await t.app.db.selectFrom('otp_codes').selectAll().where('subject', '=', s).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(sent[0]!.code);
  });

  it('accepts the right code once: a second use is refused', async () => {
    const { otp, lastCode } = setup();
    const s = subject();
    await otp.issue({ ...base, subject: s });
    await expect(
      otp.verify({ purpose: base.purpose, subject: s, code: lastCode() }),
    ).resolves.toBeUndefined();
    await expect(otp.verify({ purpose: base.purpose, subject: s, code: lastCode() })).rejects.toMatchObject({
      code: 'otp_expired',
    });
  });

  it('expires after 5 minutes', async () => {
    const { otp, lastCode, advance } = setup();
    const s = subject();
    await otp.issue({ ...base, subject: s });
    advance(5 * 60 * 1000 - 1000);
    const code = lastCode();
    advance(1000);
    await expect(otp.verify({ purpose: base.purpose, subject: s, code })).rejects.toMatchObject({
      code: 'otp_expired',
    });
  });

  it('is voided by 5 wrong tries, even for the right code afterwards', async () => {
    const { otp, lastCode } = setup();
    const s = subject();
    await otp.issue({ ...base, subject: s });
    const wrong = lastCode() === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      await expect(otp.verify({ purpose: base.purpose, subject: s, code: wrong })).rejects.toMatchObject({
        code: 'otp_invalid',
      });
    }
    await expect(otp.verify({ purpose: base.purpose, subject: s, code: lastCode() })).rejects.toMatchObject({
      code: 'otp_expired',
    });
  });

  it('waits 60 s before a resend, and only the newest code works', async () => {
    const { otp, lastCode, advance } = setup();
    const s = subject();
    await otp.issue({ ...base, subject: s });
    const first = lastCode();
    advance(30_000);
    const error = await otp.issue({ ...base, subject: s }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OtpLimitError);
    expect(codeOf(error)).toBe('otp_resend_wait');
    expect((error as OtpLimitError).retryAfterSeconds).toBe(30);
    advance(30_000);
    await otp.issue({ ...base, subject: s });
    expect(lastCode()).toMatch(/^\d{6}$/);
    if (first !== lastCode()) {
      await expect(otp.verify({ purpose: base.purpose, subject: s, code: first })).rejects.toMatchObject({
        code: 'otp_invalid',
      });
    }
    await expect(
      otp.verify({ purpose: base.purpose, subject: s, code: lastCode() }),
    ).resolves.toBeUndefined();
  });

  it('gives one person at most 3 codes per 15 minutes per purpose, whatever the subjects', async () => {
    const { otp, sent, advance } = setup();
    // Six transfers of one customer, asked for in a row: the cap is the person's, not each transfer's.
    const outcomes = [];
    for (let i = 0; i < 6; i++) {
      outcomes.push(await otp.issue({ ...base, subject: subject() }).then(() => 'sent', codeOf));
    }
    expect(outcomes).toEqual(['sent', 'sent', 'sent', 'otp_too_many', 'otp_too_many', 'otp_too_many']);
    expect(sent).toHaveLength(3);
    // Another purpose and another person have allowances of their own.
    await expect(otp.issue({ ...base, purpose: 'login', subject: subject() })).resolves.toBeDefined();
    await expect(
      otp.issue({ ...base, person: randomNationalId(), subject: subject() }),
    ).resolves.toBeDefined();
    advance(15 * 60 * 1000 + 1000);
    await expect(otp.issue({ ...base, subject: subject() })).resolves.toBeDefined();
  });

  it('leaves the per-person caps to the resend wait in the end-to-end server (OTP_PERSON_CAPS=false)', async () => {
    const { sent } = setup();
    const otp = createOtpService({
      db: t.app.db,
      sms: { send: async (message) => void sent.push(message) },
      secret: 'x'.repeat(32),
      personCaps: false,
    });
    for (let i = 0; i < 5; i++) await otp.issue({ ...base, subject: subject() });
    expect(sent).toHaveLength(5);
  });

  it('counts concurrent requests for one person one after another', async () => {
    const { otp, sent } = setup();
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => otp.issue({ ...base, subject: subject() }).then(() => 'sent', codeOf)),
    );
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(3);
    expect(sent).toHaveLength(3);
  });

  it('gives one person at most 10 codes in 24 hours across purposes', async () => {
    const { otp, sent, advance } = setup();
    const purposes = ['login', 'ticket-response', 'ticket-review', 'remittance-service'] as const;
    let refused: unknown;
    for (let i = 0; i < 12 && !refused; i++) {
      await otp
        .issue({ ...base, purpose: purposes[i % 4]!, subject: subject() })
        .catch((error: unknown) => (refused = error));
      advance(16 * 60 * 1000);
    }
    expect(sent).toHaveLength(10);
    expect(codeOf(refused)).toBe('otp_too_many');
    // The first code leaves the day 24 h after it was sent: 10 x 16 min have passed since.
    expect((refused as OtpLimitError).retryAfterSeconds).toBe(24 * 3600 - 10 * 16 * 60);
    advance(24 * 60 * 60 * 1000);
    await expect(otp.issue({ ...base, subject: subject() })).resolves.toBeDefined();
  });

  it('is bound to its purpose and its subject', async () => {
    const { otp, lastCode } = setup();
    const s = subject();
    await otp.issue({ ...base, subject: s });
    const code = lastCode();
    await expect(otp.verify({ purpose: 'login', subject: s, code })).rejects.toMatchObject({
      code: 'otp_invalid',
    });
    const other = subject();
    await otp.issue({ ...base, subject: other });
    if (lastCode() !== code) {
      await expect(otp.verify({ purpose: base.purpose, subject: other, code })).rejects.toMatchObject({
        code: 'otp_invalid',
      });
    }
    await expect(otp.verify({ purpose: base.purpose, subject: s, code })).resolves.toBeUndefined();
  });

  it('reports a failed SMS as otp_failed and leaves no usable code', async () => {
    const { otp } = setup(true);
    const s = subject();
    await expect(otp.issue({ ...base, subject: s })).rejects.toMatchObject({
      code: 'otp_failed',
      statusCode: 502,
    });
    const row = await t.app.db
      .selectFrom('otp_codes')
      .selectAll()
      .where('subject', '=', s)
      .executeTakeFirst();
    expect(row?.voided_at).not.toBeNull();
  });
});
