import type { ComplaintReport } from '@waha/shared';
import type { CsvRow } from '../../../lib/csv.js';

/**
 * The report as CSV: one line per figure, machine-readable keys (a spreadsheet or SAMA's template
 * maps them), `count` for how many tickets or reviews, `value` for a share, hours or an average.
 */
export const COMPLAINT_CSV_HEADER = ['section', 'item', 'detail', 'count', 'value'] as const;

const num = (value: number | null) => (value === null ? '' : String(value));

/** The sections as batches, for sendCsv's streamed download (the figures are small; the shape is shared). */
export async function* complaintCsvBatches(r: ComplaintReport): AsyncGenerator<CsvRow[]> {
  yield [
    ['period', r.from, r.to, '', ''],
    ['received', '', '', num(r.received), ''],
    ['solved', '', '', num(r.solved), ''],
    ['within_target', '', '', num(r.solvedWithinTarget), num(r.withinTargetShare)],
    ['median_hours_to_solve', '', '', '', num(r.medianHoursToSolve)],
    ['p90_hours_to_solve', '', '', '', num(r.p90HoursToSolve)],
    ['escalated', '', '', num(r.escalated), ''],
  ];
  yield r.byType.map((t) => ['type', t.requestType, t.category, num(t.count), '']);
  yield r.byChannel.map((c) => ['channel', c.channel, '', num(c.count), '']);
  yield r.remedies.map((m) => ['remedy', m.remedy, '', num(m.count), '']);
  yield [['satisfaction', '', '', num(r.satisfaction.count), num(r.satisfaction.average)]];
  yield r.byAgent.map((a) => ['agent', a.name ?? '', a.agentId ?? '', num(a.count), num(a.average)]);
  yield r.byBranch.map((b) => [
    'branch',
    b.name?.en ?? '',
    b.branchId === null ? '' : String(b.branchId),
    num(b.count),
    num(b.average),
  ]);
  yield r.byMonth.map((m) => ['month', m.month, num(m.received), num(m.count), num(m.average)]);
}
