import { z } from 'zod';

/** SMS rate alerts (modules/rate-alerts, ADR 2502). */
export interface RateAlertsConfig {
  /** Between two rounds (digests, reminders, expiry, the SMS outbox); 0: no timer (tests). */
  intervalMs: number;
  /** The daily digest's Riyadh clock time, "HH:mm". */
  digestTime: string;
  /** Tries of one SMS before it is given up (failed); backoff 1, 2, 4 ... minutes, at most an hour. */
  smsMaxAttempts: number;
  /** SMS in flight at once per instance while the outbox drains. */
  smsConcurrency: number;
  /** How long one sending round keeps claiming batches while SMS wait (a bound, not a pause). */
  smsRoundMs: number;
  /**
   * Each SMS's claim, renewed right before its send; null: SMS_HTTP_TIMEOUT_MS + 30 s (lib/outbox-claim.ts),
   * so a send ends before anybody may take its row. Not a variable: only tests shorten it.
   */
  smsLeaseMs: number | null;
}

const RateAlertsEnvSchema = z.object({
  RATE_ALERT_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  RATE_ALERT_DIGEST_TIME: z
    .string()
    .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'must be a 24-hour Riyadh time HH:mm, e.g. 09:00')
    .default('09:00'),
  RATE_ALERT_SMS_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(8),
  RATE_ALERT_SMS_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
  RATE_ALERT_SMS_ROUND_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
});

/** The alerts' variables; answers the problems as "VARIABLE: message" lines. */
export function parseRateAlertsEnv(
  env: NodeJS.ProcessEnv,
): { config: RateAlertsConfig } | { problems: string[] } {
  const parsed = RateAlertsEnvSchema.safeParse(env);
  if (!parsed.success)
    return { problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) };
  const e = parsed.data;
  return {
    config: {
      intervalMs: e.RATE_ALERT_INTERVAL_SECONDS * 1000,
      digestTime: e.RATE_ALERT_DIGEST_TIME,
      smsMaxAttempts: e.RATE_ALERT_SMS_MAX_ATTEMPTS,
      smsConcurrency: e.RATE_ALERT_SMS_CONCURRENCY,
      smsRoundMs: e.RATE_ALERT_SMS_ROUND_SECONDS * 1000,
      smsLeaseMs: null,
    },
  };
}
