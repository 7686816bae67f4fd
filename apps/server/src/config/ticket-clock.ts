import { TICKET_AUTO_CLOSE_DAYS, TICKET_TARGET_DAYS, TICKET_WARNING_DAY } from '@waha/shared';
import { z } from 'zod';

/** The ticket clock (modules/tickets/clock*.ts, ADR 2301). */
export interface TicketClockConfig {
  /** Between two rounds (the first runs at start); 0 turns the clock off. */
  intervalMs: number;
  /** The day of the target period on which the warning goes out (1 .. TICKET_TARGET_DAYS - 1). */
  warningDay: number;
  /** Days a solved ticket waits for the customer's answer before it closes itself. */
  autoCloseDays: number;
}

const TicketClockEnvSchema = z.object({
  TICKET_CLOCK_INTERVAL_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 3600)
    .default(60),
  TICKET_WARNING_DAY: z.coerce
    .number()
    .int()
    .min(1)
    .max(TICKET_TARGET_DAYS - 1)
    .default(TICKET_WARNING_DAY),
  TICKET_AUTO_CLOSE_DAYS: z.coerce.number().int().min(1).max(90).default(TICKET_AUTO_CLOSE_DAYS),
});

/** The clock's variables; answers the problems as "VARIABLE: message" lines. */
export function parseTicketClockEnv(
  env: NodeJS.ProcessEnv,
): { config: TicketClockConfig } | { problems: string[] } {
  const parsed = TicketClockEnvSchema.safeParse(env);
  if (!parsed.success)
    return { problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) };
  const e = parsed.data;
  return {
    config: {
      intervalMs: e.TICKET_CLOCK_INTERVAL_SECONDS * 1000,
      warningDay: e.TICKET_WARNING_DAY,
      autoCloseDays: e.TICKET_AUTO_CLOSE_DAYS,
    },
  };
}
