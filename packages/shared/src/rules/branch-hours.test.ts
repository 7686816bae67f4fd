import { describe, expect, it } from 'vitest';
import { isBranchOpen, parseWorkDays } from './branch-hours.js';

const satToThu = { opens: '09:00', closes: '21:00', days: [0, 1, 2, 3, 4, 6] };

describe('isBranchOpen', () => {
  it('judges opening hours on the Riyadh clock', () => {
    // Monday 2026-11-23 06:00 UTC = 09:00 Riyadh: just opened.
    expect(isBranchOpen(satToThu, '2026-11-23T06:00:00Z')).toBe(true);
    expect(isBranchOpen(satToThu, '2026-11-23T05:59:00Z')).toBe(false);
    // 18:00 UTC = 21:00 Riyadh: closed.
    expect(isBranchOpen(satToThu, '2026-11-23T18:00:00Z')).toBe(false);
    expect(isBranchOpen(satToThu, '2026-11-23T17:59:00Z')).toBe(true);
  });
  it('is closed on a day off, even within the hours', () => {
    // Friday 2026-11-27 noon Riyadh.
    expect(isBranchOpen(satToThu, '2026-11-27T09:00:00Z')).toBe(false);
  });
  it('reads a branch open until midnight', () => {
    expect(isBranchOpen({ opens: '00:00', closes: '24:00', days: [5] }, '2026-11-27T20:59:00Z')).toBe(true);
  });
  it('parses stored working days', () => {
    expect(parseWorkDays('0,1, 2,x,9')).toEqual([0, 1, 2]);
  });
});
