import { AppError } from '../../lib/app-error.js';
import type { AppMetrics } from '../../plugins/metrics-registry.js';
import { OtpLimitError } from './caps.js';
import type { OtpService } from './service.js';

/**
 * The code service, counted: a code handed to the SMS sender, a code that could not be sent (the
 * provider failed, or storing it did), and a cap refusal, which is a rate-limit refusal like any
 * other 429 (rules `otp-resend-wait` and `otp-too-many`).
 */
export function countedOtp(service: OtpService, metrics: AppMetrics): OtpService {
  return {
    ...service,
    async issue(request) {
      try {
        const sent = await service.issue(request);
        metrics.otpSent.inc({ purpose: request.purpose });
        return sent;
      } catch (error) {
        if (error instanceof OtpLimitError)
          metrics.rateLimited.inc({ rule: error.code.replaceAll('_', '-') });
        else if (!(error instanceof AppError) || error.code === 'otp_failed')
          metrics.otpFailed.inc({ purpose: request.purpose });
        throw error;
      }
    },
  };
}
