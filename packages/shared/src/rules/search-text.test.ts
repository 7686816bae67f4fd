import { describe, expect, it } from 'vitest';
import { foldForSearch, matchesSearch } from './search-text.js';

describe('search folding', () => {
  it('finds hamza, taa marbuta, alef maqsura and diacritic variants', () => {
    expect(matchesSearch('كيف يمكنني إلغاء الحوالة؟', 'الغاء')).toBe(true);
    expect(matchesSearch('كيف يمكنني إلغاء الحوالة؟', 'إلغاء')).toBe(true);
    expect(matchesSearch('رسوم الحوالة', 'الحواله')).toBe(true);
    expect(matchesSearch('مستشفى', 'مستشفي')).toBe(true);
    expect(matchesSearch('مُحَمَّد', 'محمد')).toBe(true);
    expect(matchesSearch('مسؤول', 'مسوول')).toBe(true);
  });
  it('matches Urdu letter forms and ignores case and word order', () => {
    expect(foldForSearch('امریکی')).toBe(foldForSearch('امريكي'));
    expect(matchesSearch('US Dollar', 'dollar us')).toBe(true);
    expect(matchesSearch('US Dollar', 'euro')).toBe(false);
  });
});
