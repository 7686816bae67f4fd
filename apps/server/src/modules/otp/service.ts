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
  /**
   * The national ID of the person on record the code goes to: the caps count per person, so one
   * customer with six transfers cannot be sent six times as many codes (PRODUCT.md section 4).
   */
  person: string;
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
  /** The per-person caps; off only in the end-to-end test server (OTP_PERSON_CAPS=false). */
  personCaps?: boolean;
  /** Told of every guess compared with a code (after its attempt was reserved): the checks metric. */
  onCompare?: (purpose: OtpPurpose) => void;
}

export function createOtpService({
  db,
  sms,
  secret,
  now = () => new Date(),
  personCaps = true,
  onCompare = () => undefined,
}: OtpOptions): OtpService {
  const hash = (purpose: string, subject: string, code: string) =>
    createHmac('sha256', secret).update(`${purpose}\n${subject}\n${code}`).digest('hex');
  const personKey = (nationalId: string) =>
    createHmac('sha256', secret).update(`person\n${nationalId}`).digest('hex');

  return {
    async issue({ purpose, subject, person, phone, language }) {
      const at = now();
      const code = String(randomInt(0, 10 ** OTP_RULES.length)).padStart(OTP_RULES.length, '0');
      const id = randomUUID();
      const expiresAt = new Date(at.getTime() + OTP_RULES.ttlMs).toISOString();
      const key = personKey(person);

      await db.transaction().execute(async (trx) => {
        // Locks the person's row until commit (PostgreSQL; SQLite runs transactions one at a time),
        // so concurrent requests for one person are counted one after another, never all at once.
        await trx
          .insertInto('otp_people')
          .values({ person_key: key, last_issued_at: at.toISOString() })
          .onConflict((oc) => oc.column('person_key').doUpdateSet({ last_issued_at: at.toISOString() }))
          .execute();
        const recent = await trx
          .selectFrom('otp_codes')
          .select(['purpose', 'subject', 'created_at', 'sms_failed_at'])
          .where('person_key', '=', key)
          .where('created_at', '>', new Date(at.getTime() - OTP_RULES.dayMs).toISOString())
          .orderBy('created_at', 'desc')
          .execute();
        checkCaps(recent, purpose, subject, at.getTime(), personCaps);

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
            person_key: key,
            sms_failed_at: null,
          })
          .execute();
      });

      const text = interpolate(OTP_MESSAGES[language][`sms.${purpose}`]!, {
        company: brand.companyShortName[language],
        code,
        minutes: OTP_RULES.ttlMs / 60_000,
      });
      try {
        // One attempt per code (see sms.ts): a code the provider may have received is never sent again.
        await sms.send({ id, to: phone, text, purpose, subject, code });
      } catch (error) {
        const failedAt = now().toISOString();
        await db
          .updateTable('otp_codes')
          .set({ voided_at: failedAt, sms_failed_at: failedAt })
          .where('id', '=', id)
          .execute();
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
      // Reserve the attempt BEFORE looking at the guess: one conditional update, so however many
      // guesses arrive together, at most maxAttempts of them are ever compared (PRODUCT.md section 4).
      const reserved = await db
        .updateTable('otp_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', row.id)
        .where('attempts', '<', OTP_RULES.maxAttempts)
        .where('consumed_at', 'is', null)
        .where('voided_at', 'is', null)
        .where('expires_at', '>', at)
        .executeTakeFirst();
      if (Number(reserved.numUpdatedRows) !== 1) throw new AppError(400, 'otp_expired');

      onCompare(purpose);
      const expected = Buffer.from(row.code_hash, 'hex');
      const given = Buffer.from(hash(purpose, subject, code), 'hex');
      // A wrong guess has used its attempt; the fifth leaves the code unusable (attempts = max).
      if (!timingSafeEqual(expected, given)) throw new AppError(400, 'otp_invalid');
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

interface RecentCode {
  purpose: string;
  subject: string;
  created_at: string;
  sms_failed_at: string | null;
}

/**
 * The caps of PRODUCT.md section 4 over one person's codes of the last 24 hours (newest first):
 * 60 s before a resend for the same subject (unless the SMS failed), 3 per 15 minutes per
 * purpose, 10 a day across purposes. Throws the refusal with the wait in seconds.
 */
function checkCaps(
  recent: RecentCode[],
  purpose: string,
  subject: string,
  at: number,
  personCaps: boolean,
): void {
  const waitUntil = (row: RecentCode, ms: number) => Date.parse(row.created_at) + ms - at;
  const lastSent = recent.find((r) => r.purpose === purpose && r.subject === subject && !r.sms_failed_at);
  if (lastSent) {
    const waitMs = waitUntil(lastSent, OTP_RULES.resendAfterMs);
    if (waitMs > 0) throw new OtpLimitError('otp_resend_wait', Math.ceil(waitMs / 1000));
  }
  if (!personCaps) return;
  const inWindow = recent.filter(
    (r) => r.purpose === purpose && Date.parse(r.created_at) > at - OTP_RULES.windowMs,
  );
  if (inWindow.length >= OTP_RULES.maxCodesPerWindow) {
    const waitMs = waitUntil(inWindow[OTP_RULES.maxCodesPerWindow - 1]!, OTP_RULES.windowMs);
    throw new OtpLimitError('otp_too_many', Math.max(1, Math.ceil(waitMs / 1000)));
  }
  if (recent.length >= OTP_RULES.maxCodesPerDay) {
    const waitMs = waitUntil(recent[OTP_RULES.maxCodesPerDay - 1]!, OTP_RULES.dayMs);
    throw new OtpLimitError('otp_too_many', Math.max(1, Math.ceil(waitMs / 1000)));
  }
}
