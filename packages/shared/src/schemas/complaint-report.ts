import { z } from '../zod.js';
import { riyadhDate } from '../format/date-time.js';
import { normalizeDigits } from '../rules/digits.js';

/** The longest period one report covers: a calendar year (SAMA's annual report), leap or not. */
export const REPORT_MAX_DAYS = 366;
const DAY = 86_400_000;

const day = z
  .string()
  .transform((value) => normalizeDigits(value).trim())
  .pipe(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' })
      .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: 'validation.date' }),
  );

/** This month in Riyadh, from its first day to today: the report's default period. */
export function defaultReportPeriod(now: Date | number = Date.now()): { from: string; to: string } {
  const to = riyadhDate(now);
  return { from: `${to.slice(0, 8)}01`, to };
}

/**
 * The report's period: two Riyadh calendar days, both included (the tickets RECEIVED in them).
 * Either left out means this month's bound.
 */
export const ComplaintReportQuerySchema = z
  .object({ from: day.optional(), to: day.optional() })
  .transform((query) => ({ ...defaultReportPeriod(), ...stripEmpty(query) }))
  .superRefine((period, ctx) => {
    const span = (Date.parse(period.to) - Date.parse(period.from)) / DAY + 1;
    if (span < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'complaints:validation.period' });
    else if (span > REPORT_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'complaints:validation.periodTooLong' });
  });
export type ComplaintReportQuery = z.output<typeof ComplaintReportQuerySchema>;

function stripEmpty(query: { from?: string; to?: string }) {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value)) as {
    from?: string;
    to?: string;
  };
}

const count = z.number().int().nonnegative();
const Satisfaction = z.object({ count, average: z.number().nullable() });

/** The figures SAMA asks for (Art. 30), over the tickets received in the period. */
export const ComplaintReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  received: count,
  byType: z.array(z.object({ requestType: z.string(), category: z.string(), count })),
  byChannel: z.array(z.object({ channel: z.string(), count })),
  solved: count,
  solvedWithinTarget: count,
  /** solvedWithinTarget / received, 0..1; null when nothing was received. */
  withinTargetShare: z.number().nullable(),
  /** Time from receipt to the (first) solution, in hours; null when nothing was solved. */
  medianHoursToSolve: z.number().nullable(),
  p90HoursToSolve: z.number().nullable(),
  escalated: count,
  remedies: z.array(z.object({ remedy: z.string(), count })),
  satisfaction: Satisfaction,
  byAgent: z.array(Satisfaction.extend({ agentId: z.string().nullable(), name: z.string().nullable() })),
  byBranch: z.array(
    Satisfaction.extend({
      branchId: z.number().nullable(),
      name: z.object({ ar: z.string(), en: z.string(), ur: z.string() }).nullable(),
    }),
  ),
  byMonth: z.array(Satisfaction.extend({ month: z.string(), received: count })),
});
export type ComplaintReport = z.infer<typeof ComplaintReportSchema>;
