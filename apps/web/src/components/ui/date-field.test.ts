import { describe, expect, it } from 'vitest';
import { dateInWords } from './date-field';

describe('dateInWords', () => {
  it('echoes a typed date with the month in words, Arabic-Indic digits too', () => {
    expect(dateInWords('1990-05-01', 'en')).toBe('May 1, 1990');
    expect(dateInWords('١٩٩٠-٠٥-٠١', 'ar')).toBe(dateInWords('1990-05-01', 'ar'));
    expect(dateInWords('1990-05-01', 'ar')).toContain('مايو');
  });
  it('stays silent for an incomplete or impossible date', () => {
    expect(dateInWords('1990-05', 'en')).toBeNull();
    expect(dateInWords('1990-02-30', 'en')).toBeNull();
    expect(dateInWords('05/01/1990', 'en')).toBeNull();
  });
});
