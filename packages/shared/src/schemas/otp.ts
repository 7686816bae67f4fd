import { z } from '../zod.js';
import { normalizeDigits } from '../rules/digits.js';

// The constants live in a zod-free module (pages read them at load); re-exported for the server.
export { OTP_PURPOSES, OTP_RULES, type OtpPurpose } from '../rules/otp.js';

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
