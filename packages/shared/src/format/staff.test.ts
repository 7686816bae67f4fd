import { describe, expect, it } from 'vitest';
import { formatRelativeTime, formatStaffDateTime, formatStaffList } from './staff.js';

// Intl separates parts with (narrow) no-break spaces and Arabic with direction marks: compare text.
const n = (text: string) => text.replace(/[\s\u200f\u061c]/g, ' ').replace(/ +/g, ' ');
const LATIN_ONLY_DIGITS = /^[^٠-٩۰-۹]*$/;

describe('formatStaffDateTime', () => {
  // 22:30 UTC on the 24th is 01:30 on the 25th in Riyadh.
  const late = '2026-11-24T22:30:00Z';
  it('writes Riyadh time, medium date and short time, in English', () => {
    expect(n(formatStaffDateTime(late, 'en'))).toBe('Nov 25, 2026, 1:30 AM');
  });
  it('writes the Riyadh day and clock in Arabic with Latin digits', () => {
    const text = formatStaffDateTime(late, 'ar');
    expect(text).toMatch(LATIN_ONLY_DIGITS);
    expect(text).toContain('25');
    expect(text).toContain('1:30');
    expect(text).toContain('ص');
  });
  it('writes Urdu day periods, not AM/PM, with Latin digits', () => {
    const text = formatStaffDateTime(late, 'ur');
    expect(text).toMatch(LATIN_ONLY_DIGITS);
    expect(text).toContain('25');
    expect(text).toContain('قبل دوپہر');
    expect(text).not.toMatch(/AM|PM/);
  });
  it('accepts a Date and a timestamp as the same instant', () => {
    expect(formatStaffDateTime(new Date(late), 'en')).toBe(formatStaffDateTime(Date.parse(late), 'en'));
  });
});

describe('formatRelativeTime', () => {
  const now = '2026-11-24T10:00:00Z';
  it('says the distance in the largest whole unit, past and future, in English', () => {
    expect(formatRelativeTime('2026-11-24T07:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2026-11-27T10:00:00Z', 'en', now)).toBe('in 3 days');
    expect(formatRelativeTime('2026-11-24T09:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2026-12-08T10:00:00Z', 'en', now)).toBe('in 2 weeks');
    expect(formatRelativeTime('2026-11-24T09:59:40Z', 'en', now)).toBe('now');
  });
  it('says it in Arabic and Urdu words with Latin digits', () => {
    const ar = formatRelativeTime('2026-11-24T07:00:00Z', 'ar', now);
    expect(ar).toContain('3');
    expect(ar).toContain('قبل');
    expect(ar).toMatch(LATIN_ONLY_DIGITS);
    const ur = formatRelativeTime('2026-11-24T07:00:00Z', 'ur', now);
    expect(ur).toContain('3');
    expect(ur).toContain('پہلے');
    expect(ur).toMatch(LATIN_ONLY_DIGITS);
    expect(formatRelativeTime('2026-11-29T10:00:00Z', 'ar', now)).toMatch(/^خلال 5 /);
  });
});

describe('formatStaffList', () => {
  it('joins in each language’s own way', () => {
    expect(formatStaffList(['Admin', 'Support', 'HR'], 'en')).toBe('Admin, Support, and HR');
    expect(formatStaffList(['أ', 'ب', 'ج'], 'ar')).toBe('أ وب وج');
    expect(formatStaffList(['الف', 'ب'], 'ur')).toBe('الف اور ب');
  });
});
