import type { TicketFigures } from '@waha/shared';
import type { TicketsTable } from '../../../db/schema.js';

type FigureRow = Pick<TicketsTable, 'created_at' | 'status' | 'target_at' | 'solved_at' | 'escalated_at'>;

/**
 * SAMA's figures: per month of submission, how many came in, are open, were solved by the target
 * date (TICKET_TARGET_DAYS after submission), are overdue, were escalated.
 */
export function figuresOf(rows: FigureRow[], now: Date): TicketFigures {
  const months = new Map<string, TicketFigures[number]>();
  for (const row of rows) {
    const month = row.created_at.slice(0, 7);
    const m = months.get(month) ?? {
      month,
      received: 0,
      open: 0,
      solvedWithinTarget: 0,
      overdue: 0,
      escalated: 0,
    };
    m.received += 1;
    if (row.status !== 'closed') m.open += 1;
    const onTime = row.solved_at !== null && row.solved_at <= row.target_at;
    if (onTime) m.solvedWithinTarget += 1;
    const late = row.solved_at ? row.solved_at > row.target_at : Date.parse(row.target_at) < now.getTime();
    if (!onTime && late) m.overdue += 1;
    if (row.escalated_at) m.escalated += 1;
    months.set(month, m);
  }
  return [...months.values()].sort((a, b) => b.month.localeCompare(a.month));
}
