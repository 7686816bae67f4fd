import { OTP_RULES } from '@waha/shared';
import { AppError } from '../../lib/app-error.js';

/** A refusal that tells the client when it may try again (sent as Retry-After). */
export class OtpLimitError extends AppError {
  constructor(
    code: 'otp_resend_wait' | 'otp_too_many',
    readonly retryAfterSeconds: number,
  ) {
    super(429, code);
  }
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
export function checkCaps(
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
