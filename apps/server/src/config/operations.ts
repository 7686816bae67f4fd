import { getHeapStatistics } from 'node:v8';
import { z } from 'zod';
import { parseMailEnv, type MailConfig } from './mail.js';
import { parseRateAlertsEnv, type RateAlertsConfig } from './rate-alerts.js';
import { parseTicketClockEnv, type TicketClockConfig } from './ticket-clock.js';

/** Load shedding (@fastify/under-pressure): past a threshold new requests get 503 + Retry-After. */
export interface OverloadConfig {
  /** Mean event-loop delay over one sample, in ms; 0 turns the check off. */
  maxEventLoopDelayMs: number;
  /** V8 heap in use, in bytes; 0 turns the check off. */
  maxHeapBytes: number;
  /** Resident set size, in bytes; 0 turns the check off. */
  maxRssBytes: number;
  /** How often the process is measured (not an env variable: tests shorten it). */
  sampleIntervalMs: number;
}

export interface OperationsConfig {
  /** Bearer token for GET /metrics; without one the route is open outside production, off in it. */
  metricsToken: string | null;
  overload: OverloadConfig;
  /** Ticket warnings, automatic escalation and closing (config/ticket-clock.ts). */
  ticketClock: TicketClockConfig;
  /** Staff e-mail through SMTP (config/mail.ts); null: no e-mail is sent. */
  mail: MailConfig | null;
  /** SMS rate alerts: rounds, digest time, SMS retries (config/rate-alerts.ts). */
  rateAlerts: RateAlertsConfig;
}

const bytes = z.coerce.number().int().min(0);

const OperationsEnvSchema = z.object({
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  OVERLOAD_MAX_HEAP_BYTES: bytes.optional(),
  OVERLOAD_MAX_RSS_BYTES: bytes.default(0),
});

/**
 * The default heap threshold follows the heap this process may really have (--max-old-space-size,
 * or what V8 chose for the machine): near 90% of it V8 spends its time collecting garbage and is
 * close to dying of OOM, so refusing new work there lets the requests in flight finish.
 */
export const defaultMaxHeapBytes = () => Math.floor(getHeapStatistics().heap_size_limit * 0.9);

/** The metrics, overload and job variables; answers the problems as "VARIABLE: message" lines. */
export function parseOperationsEnv(
  env: NodeJS.ProcessEnv,
): { config: OperationsConfig } | { problems: string[] } {
  const parsed = OperationsEnvSchema.safeParse(env);
  const ticketClock = parseTicketClockEnv(env);
  const mail = parseMailEnv(env);
  const rateAlerts = parseRateAlertsEnv(env);
  const problems = [
    ...(parsed.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? []),
    ...('problems' in ticketClock ? ticketClock.problems : []),
    ...('problems' in mail ? mail.problems : []),
    ...('problems' in rateAlerts ? rateAlerts.problems : []),
  ];
  if (!parsed.success || 'problems' in ticketClock || 'problems' in mail || 'problems' in rateAlerts)
    return { problems };
  const e = parsed.data;
  return {
    config: {
      metricsToken: e.METRICS_TOKEN ?? null,
      overload: {
        maxEventLoopDelayMs: e.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
        maxHeapBytes: e.OVERLOAD_MAX_HEAP_BYTES ?? defaultMaxHeapBytes(),
        maxRssBytes: e.OVERLOAD_MAX_RSS_BYTES,
        sampleIntervalMs: 1000,
      },
      ticketClock: ticketClock.config,
      mail: mail.config,
      rateAlerts: rateAlerts.config,
    },
  };
}
