import { describe, expect, it } from 'vitest';
import { hasNameParts, isPersonName, isPlainText, nameParts, namesMatch } from './names.js';

describe('name rules', () => {
  it('counts parts ignoring extra spaces', () => {
    expect(nameParts('  محمد   أحمد علي ')).toEqual(['محمد', 'أحمد', 'علي']);
    expect(hasNameParts('Mohammed Ahmed', 2)).toBe(true);
    expect(hasNameParts('Mohammed', 2)).toBe(false);
    expect(hasNameParts('محمد أحمد علي', 4)).toBe(false);
    expect(hasNameParts('محمد أحمد علي الزهراني', 4)).toBe(true);
  });

  it('allows letters of any script but not digits or symbols in a name', () => {
    expect(isPersonName("Abdul-Rahman O'Neil")).toBe(true);
    expect(isPersonName('محمد عبدالله')).toBe(true);
    expect(isPersonName('Ahmed 2')).toBe(false);
    expect(isPersonName('Ahmed $')).toBe(false);
  });

  it('allows ordinary punctuation but no symbols in a reason', () => {
    expect(isPlainText('Sent to the wrong person, please cancel.')).toBe(true);
    expect(isPlainText('أرسلتها خطأً، أرجو الإلغاء؟')).toBe(true);
    expect(isPlainText('cancel <script>')).toBe(false);
    expect(isPlainText('100% wrong #1')).toBe(false);
  });

  it('matches names across spelling variants, case and spaces', () => {
    expect(namesMatch('أحمد  علي', 'احمد علي')).toBe(true);
    expect(namesMatch('Fatimah Ali', 'fatimah  ALI')).toBe(true);
    expect(namesMatch('فاطمة', 'فاطمه')).toBe(true);
    expect(namesMatch('أحمد علي', 'أحمد عمر')).toBe(false);
  });
});
