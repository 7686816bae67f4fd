/**
 * The one-time code's constants, without zod: a page reads them at load (resend timing), and a
 * module that builds schemas would bring zod with them (schemas/otp.ts re-exports these).
 */

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
