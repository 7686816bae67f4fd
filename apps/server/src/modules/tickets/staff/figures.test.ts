import { describe, expect, it } from 'vitest';
import { TICKET_TARGET_DAYS } from '@waha/shared';
import { figuresOf } from './figures.js';

const row = (created: string, status: string, solved: string | null, escalated: string | null = null) => ({
  created_at: `${created}T08:00:00.000Z`,
  target_at: new Date(Date.parse(`${created}T08:00:00.000Z`) + TICKET_TARGET_DAYS * 86_400_000).toISOString(),
  status,
  solved_at: solved && `${solved}T08:00:00.000Z`,
  escalated_at: escalated && `${escalated}T08:00:00.000Z`,
});

describe('complaint figures by month', () => {
  it('counts received, open, solved within 7 days, overdue and escalated per month of submission', () => {
    const figures = figuresOf(
      [
        row('2026-10-01', 'closed', '2026-10-03'),
        row('2026-10-02', 'closed', '2026-10-20', '2026-10-21'),
        row('2026-10-05', 'open', null),
        row('2026-11-20', 'open', null),
      ],
      new Date('2026-11-24T00:00:00Z'),
    );
    expect(figures).toEqual([
      { month: '2026-11', received: 1, open: 1, solvedWithinTarget: 0, overdue: 0, escalated: 0 },
      { month: '2026-10', received: 3, open: 1, solvedWithinTarget: 1, overdue: 2, escalated: 1 },
    ]);
  });
});
