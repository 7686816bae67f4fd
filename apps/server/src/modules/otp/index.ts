/** What other modules and the app layer may use of one-time codes (ADR 2201). */
export { otpPlugin, withRetryAfter } from './plugin.js';
export type { OtpService } from './service.js';
