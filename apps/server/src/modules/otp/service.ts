import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  brand,
  interpolate,
  maskPhone,
  OTP_MESSAGES,
  OTP_RULES,
  type Language,
  type OtpPurpose,
  type OtpSent,
} from '@waha/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import type { SmsSender } from './sms.js';

/** A refusal that tells the client when it may try again (sent as Retry-After). */
export class OtpLimitError extends AppError {
  constructor(
    code: 'otp_resend_wait' | 'otp_too_many',
    readonly retryAfterSeconds: number,
  ) {
    super(429, code);
  }
}

export interface IssueOtp {
  purpose: OtpPurpose;
  /** What the code confirms, e.g. "cancel:1000000011": a code never confirms another subject. */
  subject: string;
  /** The phone ON RECORD (E.164), never one typed by the visitor. */
  phone: string;
  language: Language;
}

export interface VerifyOtp {
  purpose: OtpPurpose;
  subject: string;
  code: string;
}

export interface OtpService {
  issue(request: IssueOtp): Promise<OtpSent>;
  /** Resolves when the code is right (and uses it up); throws otp_invalid or otp_expired. */
  verify(request: VerifyOtp): Promise<void>;
}

export interface OtpOptions {
  db: Db;
  sms: SmsSender;
  secret: string;
  /** Injected clock, so tests can move time instead of waiting. */
  now?: () => Date;
}

export function createOtpService({ db, sms, secret, now = () => new Date() }: OtpOptions): OtpService {
  const hash = (purpose: string, subject: string, code: string) =>
    createHmac('sha256', secret).update(`${purpose}\n${subject}\n${code}`).digest('hex');

  return {
    async issue({ purpose, subject, phone, language }) {
      const at = now();
      const windowStart = new Date(at.getTime() - OTP_RULES.windowMs).toISOString();
      const recent = await db
        .selectFrom('otp_codes')
        .select(['id', 'created_at'])
        .where('purpose', '=', purpose)
        .where('subject', '=', subject)
        .where('created_at', '>', windowStart)
        .orderBy('created_at', 'desc')
        .execute();
      const latest = recent[0];
      if (latest) {
        const waitMs = Date.parse(latest.created_at) + OTP_RULES.resendAfterMs - at.getTime();
        if (waitMs > 0) throw new OtpLimitError('otp_resend_wait', Math.ceil(waitMs / 1000));
      }
      if (recent.length >= OTP_RULES.maxCodesPerWindow) {
        const oldest = recent[OTP_RULES.maxCodesPerWindow - 1]!;
        const waitMs = Date.parse(oldest.created_at) + OTP_RULES.windowMs - at.getTime();
        throw new OtpLimitError('otp_too_many', Math.max(1, Math.ceil(waitMs / 1000)));
      }

      const code = String(randomInt(0, 10 ** OTP_RULES.length)).padStart(OTP_RULES.length, '0');
      const id = randomUUID();
      const expiresAt = new Date(at.getTime() + OTP_RULES.ttlMs).toISOString();
      await db.transaction().execute(async (trx) => {
        // Only the newest code works: asking again retires the previous one.
        await trx
          .updateTable('otp_codes')
          .set({ voided_at: at.toISOString() })
          .where('purpose', '=', purpose)
          .where('subject', '=', subject)
          .where('consumed_at', 'is', null)
          .where('voided_at', 'is', null)
          .execute();
        await trx
          .insertInto('otp_codes')
          .values({
            id,
            purpose,
            subject,
            code_hash: hash(purpose, subject, code),
            created_at: at.toISOString(),
            expires_at: expiresAt,
            attempts: 0,
            consumed_at: null,
            voided_at: null,
          })
          .execute();
      });

      const text = interpolate(OTP_MESSAGES[language][`sms.${purpose}`]!, {
        company: brand.companyShortName[language],
        code,
        minutes: OTP_RULES.ttlMs / 60_000,
      });
      try {
        await sms.send({ to: phone, text, purpose, subject, code });
      } catch (error) {
        await db.updateTable('otp_codes').set({ voided_at: at.toISOString() }).where('id', '=', id).execute();
        throw Object.assign(new AppError(502, 'otp_failed'), { cause: error });
      }
      return {
        maskedPhone: maskPhone(phone),
        expiresAt,
        resendAfterSeconds: OTP_RULES.resendAfterMs / 1000,
      };
    },

    async verify({ purpose, subject, code }) {
      const at = now().toISOString();
      const row = await db
        .selectFrom('otp_codes')
        .selectAll()
        .where('purpose', '=', purpose)
        .where('subject', '=', subject)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!row) throw new AppError(400, 'otp_invalid', { code: ['validation.otpRequired'] });
      if (row.consumed_at || row.voided_at || row.expires_at <= at) throw new AppError(400, 'otp_expired');

      const expected = Buffer.from(row.code_hash, 'hex');
      const given = Buffer.from(hash(purpose, subject, code), 'hex');
      if (!timingSafeEqual(expected, given)) {
        // Atomic increments: concurrent wrong guesses all count towards the limit.
        await db
          .updateTable('otp_codes')
          .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
          .where('id', '=', row.id)
          .execute();
        await db
          .updateTable('otp_codes')
          .set({ voided_at: at })
          .where('id', '=', row.id)
          .where('attempts', '>=', OTP_RULES.maxAttempts)
          .where('voided_at', 'is', null)
          .execute();
        throw new AppError(400, 'otp_invalid');
      }
      // Conditional update: of two concurrent right answers only one uses the code.
      const used = await db
        .updateTable('otp_codes')
        .set({ consumed_at: at })
        .where('id', '=', row.id)
        .where('consumed_at', 'is', null)
        .where('voided_at', 'is', null)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) throw new AppError(400, 'otp_expired');
    },
  };
}
