import { describe, expect, it } from 'vitest';
import { isOneScript, textScript } from './one-script.js';

describe('one language per field', () => {
  it('accepts text in one script, with digits and punctuation', () => {
    for (const value of ['محمد عبدالله', 'Mohammed Al-Qahtani', 'محمد ۲', 'جدة، حي 5', "O'Neil", '12-3', ''])
      expect(isOneScript(value), value).toBe(true);
  });

  it('refuses Arabic and Latin letters in the same field', () => {
    for (const value of ['محمد Ali', 'Riyadh الرياض', 'aمحمد', 'Sara سارہ'])
      expect(isOneScript(value), value).toBe(false);
  });

  it('names the script', () => {
    expect(textScript('سارہ')).toBe('arabic');
    expect(textScript('Sara')).toBe('latin');
    expect(textScript('2024')).toBe('none');
    expect(textScript('Sara سارة')).toBe('mixed');
  });
});
