import { describe, expect, it } from 'vitest';
import { complaintReportOf, median, percentile, share, type ReportRow } from './figures.js';

const NAMES = { agents: new Map([['a1', 'Officer One']]), branches: new Map() };
const PERIOD = { from: '2025-03-01', to: '2025-03-31' };
const H = 3_600_000;

function row(created: string, solvedHours: number | null, extra: Partial<ReportRow> = {}): ReportRow {
  const at = Date.parse(created);
  return {
    request_type: 'other',
    category: 'complaint',
    channel: 'site',
    created_at: created,
    target_at: new Date(at + 7 * 24 * H).toISOString(),
    solved_at: solvedHours === null ? null : new Date(at + solvedHours * H).toISOString(),
    escalated_at: null,
    remedy: null,
    assignee_id: null,
    branch_id: null,
    rating: null,
    ...extra,
  };
}

describe('median and 90th percentile', () => {
  it('takes the middle value of an odd count and the mean of the two middle ones of an even count', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNull();
  });

  it('takes the nearest rank: a time that really occurred', () => {
    const ten = [10, 1, 9, 2, 8, 3, 7, 4, 6, 5];
    expect(percentile(ten, 90)).toBe(9);
    expect(percentile([...ten, 11], 90)).toBe(10);
    expect(percentile([42], 90)).toBe(42);
    expect(percentile([], 90)).toBeNull();
  });

  it('has no share of nothing', () => {
    expect(share(3, 4)).toBe(0.75);
    expect(share(0, 0)).toBeNull();
  });
});

describe('the report of a period', () => {
  it('is all zeros and nulls for an empty period', () => {
    expect(complaintReportOf([], PERIOD, NAMES)).toEqual({
      ...PERIOD,
      received: 0,
      byType: [],
      byChannel: [],
      solved: 0,
      solvedWithinTarget: 0,
      withinTargetShare: null,
      medianHoursToSolve: null,
      p90HoursToSolve: null,
      escalated: 0,
      remedies: [],
      satisfaction: { count: 0, average: null },
      byAgent: [],
      byBranch: [],
      byMonth: [],
    });
  });

  it('counts a solution exactly at the target as within it, and one a minute later as not', () => {
    const r = complaintReportOf(
      [row('2025-03-02T00:00:00.000Z', 7 * 24), row('2025-03-03T00:00:00.000Z', 7 * 24 + 1 / 60)],
      PERIOD,
      NAMES,
    );
    expect(r).toMatchObject({ received: 2, solved: 2, solvedWithinTarget: 1, withinTargetShare: 0.5 });
  });

  it('puts a ticket in its Riyadh month and averages the reviews by agent', () => {
    const r = complaintReportOf(
      [
        // 31 March 22:00 UTC is 1 April in Riyadh.
        row('2025-03-31T22:00:00.000Z', 5, { rating: 2, assignee_id: 'a1' }),
        row('2025-03-10T00:00:00.000Z', 15, { rating: 5, assignee_id: 'a1' }),
        row('2025-03-11T00:00:00.000Z', null),
      ],
      PERIOD,
      NAMES,
    );
    expect(r.byMonth).toEqual([
      { month: '2025-03', received: 2, count: 1, average: 5 },
      { month: '2025-04', received: 1, count: 1, average: 2 },
    ]);
    expect(r.byAgent).toContainEqual({ agentId: 'a1', name: 'Officer One', count: 2, average: 3.5 });
    expect(r.medianHoursToSolve).toBe(10);
  });
});
