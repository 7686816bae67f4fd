import { normalizeDigits } from './digits.js';

/** The public rate history's ranges (issue 25), in days. */
export const RATE_HISTORY_RANGES = ['7d', '30d', '90d', '1y'] as const;
export type RateHistoryRange = (typeof RATE_HISTORY_RANGES)[number];

export const RATE_HISTORY_RANGE_DAYS: Record<RateHistoryRange, number> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
  '1y': 365,
};

/**
 * The /rates/history page's address read as RateHistoryQuerySchema reads it (same rules, same
 * result; null where the schema fails), without zod: the page reads it while it loads, and the
 * schema would bring zod with it. The API still checks its query with the schema.
 */
export function readRateHistoryQuery(
  query: Readonly<Record<string, string | undefined>>,
): { branch: number; currency: string; range: RateHistoryRange } | null {
  const branch = query.branch === undefined ? null : normalizeDigits(query.branch).trim();
  const currency = query.currency?.trim().toUpperCase();
  const range = query.range ?? '30d';
  if (branch === null || !/^[0-9]{1,6}$/.test(branch)) return null;
  if (currency === undefined || !/^[A-Z]{3}$/.test(currency)) return null;
  if (!(RATE_HISTORY_RANGES as readonly string[]).includes(range)) return null;
  return { branch: Number(branch), currency, range: range as RateHistoryRange };
}

const DAY_MS = 86_400_000;

/** Where a range begins, counted back from `now` (a rate holds until it changes). */
export function rateHistoryStart(range: RateHistoryRange, now: Date): string {
  return new Date(now.getTime() - RATE_HISTORY_RANGE_DAYS[range] * DAY_MS).toISOString();
}

export interface RateSeriesSummary {
  high: number;
  low: number;
  first: number;
  last: number;
  /** last - first, and as a percentage of first (0 when first is 0). */
  change: number;
  changePercent: number;
}

/** A range's high, low and change of one series (buy or sell), or null without points. */
export function summariseRateSeries(values: readonly number[]): RateSeriesSummary | null {
  if (!values.length) return null;
  const first = values[0]!;
  const last = values[values.length - 1]!;
  // Rounded to the rates' four places: binary fractions must not show as 0.30000000000000004.
  const change = Math.round((last - first) * 10_000) / 10_000;
  return {
    high: Math.max(...values),
    low: Math.min(...values),
    first,
    last,
    change,
    changePercent: first === 0 ? 0 : Math.round((change / first) * 10_000) / 100,
  };
}
