/** The public rate history's ranges (issue 25), in days. */
export const RATE_HISTORY_RANGES = ['7d', '30d', '90d', '1y'] as const;
export type RateHistoryRange = (typeof RATE_HISTORY_RANGES)[number];

export const RATE_HISTORY_RANGE_DAYS: Record<RateHistoryRange, number> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
  '1y': 365,
};

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
