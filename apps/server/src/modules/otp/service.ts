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
import { checkCaps } from './caps.js';
import type { SmsSender } from './sms.js';

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

/** What issuing and checking a code need: the options with their defaults, and the two keyed hashes. */
interface OtpDeps {
  db: Db;
  sms: SmsSender;
  now: () => Date;
  personCaps: boolean;
  onCompare: (purpose: OtpPurpose) => void;
  hash: (purpose: string, subject: string, code: string) => string;
  personKey: (nationalId: string) => string;
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
  const deps: OtpDeps = { db, sms, now, personCaps, onCompare, hash, personKey };
  return { issue: (request) => issueCode(deps, request), verify: (request) => verifyCode(deps, request) };
}

async function issueCode(deps: OtpDeps, { purpose, subject, person, phone, language }: IssueOtp) {
  const { db, sms, now } = deps;
  const at = now();
  const code = String(randomInt(0, 10 ** OTP_RULES.length)).padStart(OTP_RULES.length, '0');
  const id = randomUUID();
  const expiresAt = new Date(at.getTime() + OTP_RULES.ttlMs).toISOString();
  await db
    .transaction()
    .execute((trx) => storeCode(trx, deps, { id, purpose, subject, person, code, at, expiresAt }));

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
}

interface NewCode {
  id: string;
  purpose: OtpPurpose;
  subject: string;
  person: string;
  code: string;
  at: Date;
  expiresAt: string;
}

/** Counts the person's recent codes against the caps, retires the subject's last code, stores the new one. */
async function storeCode(trx: Db, { personCaps, hash, personKey }: OtpDeps, fresh: NewCode) {
  const { id, purpose, subject, code, at, expiresAt } = fresh;
  const key = personKey(fresh.person);
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
}

async function verifyCode({ db, now, onCompare, hash }: OtpDeps, { purpose, subject, code }: VerifyOtp) {
  const at = now().toISOString();
  const row = await db
    .selectFrom('otp_codes')
    .selectAll()
    .where((eb) => eb.and({ purpose, subject }))
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
}
