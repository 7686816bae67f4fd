import { riyadhDate, type ComplaintReport } from '@waha/shared';

/** One ticket received in the period, as the report reads it (complaints/repository.ts). */
export interface ReportRow {
  request_type: string;
  category: string;
  channel: string;
  created_at: string;
  target_at: string;
  solved_at: string | null;
  escalated_at: string | null;
  remedy: string | null;
  assignee_id: string | null;
  branch_id: number | null;
  rating: number | null;
}

const HOUR = 3_600_000;

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The p-th percentile by nearest rank (the smallest value with at least p% of the values at or
 * below it): always a time that really occurred, which reads better in a regulator's report than
 * an interpolated one. Null for none.
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

/** part / whole, null when there is no whole (nothing received: no share to speak of). */
export const share = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);

/** Hours with one decimal: what a report prints. */
const hours = (ms: number | null) => (ms === null ? null : Math.round((ms / HOUR) * 10) / 10);

/** Counts per key, largest first (ties by key, so the order is stable). */
function countBy<K extends string | number | null>(rows: readonly ReportRow[], key: (r: ReportRow) => K) {
  const counts = new Map<K, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || String(a[0]).localeCompare(String(b[0])));
}

/** Count and average of the reviews (1 to 5) of some rows; average null without reviews. */
function satisfaction(rows: readonly ReportRow[]) {
  const ratings = rows.map((r) => r.rating).filter((r): r is number => r !== null);
  const sum = ratings.reduce((a, b) => a + b, 0);
  return {
    count: ratings.length,
    average: ratings.length ? Math.round((sum / ratings.length) * 100) / 100 : null,
  };
}

function groupBy<K>(rows: readonly ReportRow[], key: (r: ReportRow) => K): Map<K, ReportRow[]> {
  const groups = new Map<K, ReportRow[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

type Names = {
  agents: Map<string, string>;
  branches: Map<number, { ar: string; en: string; ur: string }>;
};

/**
 * SAMA's figures (Art. 30) over the tickets received in the period. "Within the target" is a
 * first solution at or before the ticket's target (TICKET_TARGET_DAYS after receipt); the share is
 * of all received, so an unsolved complaint counts against it. Months are Riyadh months.
 */
export function complaintReportOf(
  rows: readonly ReportRow[],
  period: { from: string; to: string },
  names: Names,
): ComplaintReport {
  const solved = rows.filter((r) => r.solved_at !== null);
  const withinTarget = solved.filter((r) => r.solved_at! <= r.target_at).length;
  const times = solved.map((r) => Date.parse(r.solved_at!) - Date.parse(r.created_at));
  const typeKey = (r: ReportRow) => `${r.request_type}\u0000${r.category}`;
  const months = groupBy(rows, (r) => riyadhDate(r.created_at).slice(0, 7));
  return {
    ...period,
    received: rows.length,
    byType: countBy(rows, typeKey).map(([key, count]) => {
      const [requestType, category] = key.split('\u0000') as [string, string];
      return { requestType, category, count };
    }),
    byChannel: countBy(rows, (r) => r.channel).map(([channel, count]) => ({ channel, count })),
    solved: solved.length,
    solvedWithinTarget: withinTarget,
    withinTargetShare: share(withinTarget, rows.length),
    medianHoursToSolve: hours(median(times)),
    p90HoursToSolve: hours(percentile(times, 90)),
    escalated: rows.filter((r) => r.escalated_at !== null).length,
    remedies: countBy(
      rows.filter((r) => r.remedy !== null),
      (r) => r.remedy!,
    ).map(([remedy, count]) => ({ remedy, count })),
    satisfaction: satisfaction(rows),
    byAgent: [...groupBy(rows, (r) => r.assignee_id)].map(([agentId, group]) => ({
      agentId,
      name: agentId ? (names.agents.get(agentId) ?? agentId) : null,
      ...satisfaction(group),
    })),
    byBranch: [...groupBy(rows, (r) => r.branch_id)].map(([branchId, group]) => ({
      branchId,
      name: branchId === null ? null : (names.branches.get(branchId) ?? null),
      ...satisfaction(group),
    })),
    byMonth: [...months]
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([month, group]) => ({ month, received: group.length, ...satisfaction(group) })),
  };
}
