import { z } from './zod.js';

/**
 * Stable error codes shared by the API and the web app. The API sends `code`; the web app
 * shows the translated message under `errors.<code>` in the `common` namespace.
 */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'not_found',
  'unauthorized',
  'forbidden',
  'rate_limited',
  'payload_too_large',
  'unsupported_media_type',
  'internal_error',
  'service_unavailable',
  /** The server is shedding load (event loop or memory past its threshold); Retry-After says when. */
  'overloaded',
  /** The upload storage has no room (a full disk, a quota): nothing of the request was kept (507). */
  'storage_full',
  /** The upload storage cannot be reached or refuses the write or read; Retry-After says when (503). */
  'storage_unavailable',
  'unknown_branch',
  'otp_failed',
  'otp_invalid',
  'otp_expired',
  /**
   * A rate-alert code refused, whatever the reason (wrong, expired, used, never asked): one answer,
   * so it never tells whether a phone has asked for alerts (issue 37).
   */
  'otp_rejected',
  'otp_resend_wait',
  'otp_too_many',
  'remittance_mismatch',
  'transfer_closed',
  'link_expired',
  'statement_failed',
  'invoice_mismatch',
  'vat_processing',
  'invoice_failed',
  'captcha_failed',
  'captcha_replayed',
  'request_pending',
  'staff_signin_failed',
  'staff_setup_invalid',
  'staff_fresh_signin_required',
  'staff_passkey_failed',
  /** Too many sign-in failures for this account from unknown browsers: solve the captcha to go on. */
  'staff_captcha_required',
  'rate_check',
  'invalid_transition',
  'login_failed',
  'login_no_active_forms',
  'form_not_found',
  'no_file_attached',
  'account_not_active',
  'ticket_open_exists',
  'ticket_not_found',
  'ticket_state',
  'call_request_recent',
  /** Five alerts are already active for this phone (PRODUCT.md section 15). */
  'rate_alert_limit',
  /** A stop link whose signature does not match, or an alert that does not exist. */
  'rate_alert_link_invalid',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ErrorEnvelopeSchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  /** Values the message names (e.g. the reference of the request already open). */
  details: z.record(z.string(), z.string()).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;
