import { z } from '../zod.js';
import { normalizeDigits } from '../rules/digits.js';

/** What a one-time code may confirm (PRODUCT.md section 4); a code only works for its own purpose. */
export const OTP_PURPOSES = [
  'login',
  'ticket-response',
  'ticket-review',
  'remittance-service',
  'rate-alert',
] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** PRODUCT.md section 4. */
export const OTP_RULES = {
  length: 6,
  ttlMs: 5 * 60 * 1000,
  maxAttempts: 5,
  /** Per (purpose, person on record), not per subject: six transfers do not make six allowances. */
  maxCodesPerWindow: 3,
  windowMs: 15 * 60 * 1000,
  /** Per person across purposes: at most 10 codes x 5 tries = 50 guesses a day (1 in 20,000). */
  maxCodesPerDay: 10,
  dayMs: 24 * 60 * 60 * 1000,
  resendAfterMs: 60 * 1000,
} as const;

export const OtpCodeSchema = z
  .string({ error: 'validation.otpRequired' })
  .transform((value) => normalizeDigits(value).replace(/\s/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: 'validation.otpRequired', abort: true })
      .regex(/^[0-9]{6}$/, { error: 'validation.otpFormat' }),
  );

/** What the API tells the page after sending a code: never the number in full, never the code. */
export const OtpSentSchema = z.object({
  maskedPhone: z.string(),
  expiresAt: z.string(),
  /** Seconds before another code may be requested. */
  resendAfterSeconds: z.number().int().nonnegative(),
});
export type OtpSent = z.infer<typeof OtpSentSchema>;

/** One message of the development SMS outbox (GET /api/dev/outbox; never in production). */
export const DevOutboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  purpose: z.string(),
  subject: z.string(),
  text: z.string(),
  code: z.string(),
  createdAt: z.string(),
});
export const DevOutboxSchema = z.array(DevOutboxMessageSchema);
export type DevOutboxMessage = z.infer<typeof DevOutboxMessageSchema>;
export { OTP_MESSAGES } from '../i18n/otp-catalogs.js';
