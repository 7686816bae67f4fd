import { describe, expect, it } from 'vitest';
import {
  dateTimeFormat,
  formatClock,
  formatDate,
  formatDateTime,
  riyadhClock,
  riyadhDate,
  riyadhDayBounds,
  riyadhDateTimeText,
  riyadhDayStart,
  riyadhTimeOfDay,
  RIYADH_UTC_LABEL,
  staffDayBounds,
} from './date-time.js';
import { formatMoney } from './money.js';
import { formatNumber } from './number.js';

// Intl separates the day period with a narrow no-break space; compare words, not space kinds.
const n = (text: string) => text.replace(/\s/g, ' ');

describe('formatDate', () => {
  it('prints a day-only date as written, whatever the machine’s time zone', () => {
    expect(formatDate('2025-07-26', 'en')).toBe('July 26, 2025');
    expect(formatDate('2025-07-26', 'ar')).toContain('26');
    expect(formatDate('2025-07-26', 'ar')).toContain('يوليو');
  });
  it('shows an instant on its Riyadh calendar day, month in words, Latin digits', () => {
    // 22:30 UTC on the 25th is 01:30 on the 26th in Riyadh.
    expect(formatDate('2025-07-25T22:30:00Z', 'en')).toBe('July 26, 2025');
    expect(formatDate('2025-07-25T22:30:00Z', 'ar')).not.toMatch(/[٠-٩]/);
    expect(formatDate('2025-07-25T22:30:00Z', 'ar')).not.toMatch(/\d+\/\d+\/\d+/);
  });
});

describe('formatDateTime', () => {
  it('is Riyadh time with the day period in the visitor’s language', () => {
    expect(n(formatDateTime('2026-11-23T10:05:00Z', 'en'))).toBe('November 23, 2026 at 1:05 PM');
    const ur = formatDateTime('2026-11-23T10:05:00Z', 'ur');
    expect(ur).toContain('1:05');
    expect(ur).toContain('بعد دوپہر');
    expect(ur).not.toMatch(/AM|PM/);
    expect(formatDateTime('2026-11-23T02:05:00Z', 'ur')).toContain('قبل دوپہر');
    expect(n(formatDateTime('2026-11-23T10:05:00Z', 'ar'))).toMatch(/1:05 م$/);
  });
  it('formats opening hours as wall-clock times', () => {
    expect(n(formatClock('21:30', 'en'))).toBe('9:30 PM');
    expect(n(formatClock('09:00', 'ur'))).toBe('9:00 قبل دوپہر');
  });
});

describe('Riyadh clock', () => {
  it('is UTC+3 all year', () => {
    expect(riyadhDate('2026-01-01T21:00:00Z')).toBe('2026-01-02');
    // Friday 2026-11-20 20:59 UTC = 23:59 Riyadh, still Friday.
    expect(riyadhClock('2026-11-20T20:59:00Z')).toEqual({ weekday: 5, minutes: 23 * 60 + 59 });
    expect(riyadhClock('2026-11-20T21:00:00Z')).toEqual({ weekday: 6, minutes: 0 });
  });

  it("writes the time of day with seconds cut (ZATCA), and documents' date and minute", () => {
    expect(riyadhTimeOfDay(new Date('2026-11-20T20:59:59.999Z'))).toBe('23:59:59');
    expect(riyadhTimeOfDay('2026-11-20T21:00:00Z')).toBe('00:00:00');
    expect(riyadhDateTimeText('2026-11-20T21:05:30Z')).toBe('2026-11-21 00:05');
  });
});

describe('Riyadh day bounds', () => {
  it('starts a Riyadh day at 21:00 UTC the day before, and ends it at the next day start', () => {
    expect(riyadhDayStart('2026-03-01')).toBe('2026-02-28T21:00:00.000Z');
    expect(riyadhDayBounds('2026-12-31')).toEqual({
      start: '2026-12-30T21:00:00.000Z',
      end: '2026-12-31T21:00:00.000Z',
    });
    // A leap day, and the round trip: every instant inside the bounds is that Riyadh date.
    const { start, end } = riyadhDayBounds('2028-02-29');
    expect(riyadhDate(start)).toBe('2028-02-29');
    expect(riyadhDate(Date.parse(end) - 1)).toBe('2028-02-29');
    expect(riyadhDate(end)).toBe('2028-03-01');
  });

  it("gives a typed day's bounds as from/to, and refuses what is not a calendar day", () => {
    expect(staffDayBounds('2026-11-24')).toEqual({
      from: '2026-11-23T21:00:00.000Z',
      to: '2026-11-24T21:00:00.000Z',
    });
    expect(() => staffDayBounds('2026-02-30')).toThrow(RangeError);
    expect(() => staffDayBounds('24/11/2026')).toThrow(RangeError);
    expect(() => staffDayBounds('')).toThrow(RangeError);
  });

  it('labels the offset the way documents print it', () => {
    expect(RIYADH_UTC_LABEL).toBe('UTC+03:00');
  });
});

describe('formatMoney', () => {
  it('prints exactly two decimals with thousands separators, rounded half-up in decimal', () => {
    expect(formatMoney('25', 'en')).toBe('25.00');
    expect(formatMoney('1234567.5', 'ar')).toBe('1,234,567.50');
    expect(formatMoney('0.005', 'ur')).toBe('0.01');
    expect(formatMoney('2.675', 'en')).toBe('2.68');
    expect(formatMoney(-1000.1, 'en')).toBe('-1,000.10');
    expect(formatMoney('-0.001', 'en')).toBe('0.00');
    expect(formatMoney('12.5', 'en', 0)).toBe('13');
    expect(formatMoney('n/a', 'en')).toBe('n/a');
  });
});

describe('formatNumber', () => {
  it('groups thousands without a float round-trip, in Latin digits', () => {
    expect(formatNumber('1234567.50', 'ar')).toBe('1,234,567.5');
    expect(formatNumber('12345678901234.25', 'en')).toBe('12,345,678,901,234.25');
    expect(formatNumber(3.765, 'ur')).toBe('3.765');
    expect(formatNumber('-1000', 'en')).toBe('-1,000');
  });
});

describe('dateTimeFormat', () => {
  it('keeps one formatter per language and options (building one is slow in a browser)', () => {
    const weekday = dateTimeFormat('ur', { weekday: 'long', timeZone: 'UTC' });
    expect(dateTimeFormat('ur', { weekday: 'long', timeZone: 'UTC' })).toBe(weekday);
    expect(dateTimeFormat('ar', { weekday: 'long', timeZone: 'UTC' })).not.toBe(weekday);
    expect(dateTimeFormat('ur', { weekday: 'short', timeZone: 'UTC' })).not.toBe(weekday);
    expect(weekday.resolvedOptions().locale).toBe('ur');
  });
});
