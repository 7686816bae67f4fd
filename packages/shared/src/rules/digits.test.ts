import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeDigits } from './digits.js';

describe('normalizeDigits', () => {
  it('turns Arabic-Indic and Urdu digits into ASCII instead of dropping them', () => {
    expect(normalizeDigits('١٢٣٫٥')).toBe('123.5');
    expect(normalizeDigits('۰۵۱۲۳۴۵۶۷۸')).toBe('0512345678');
    expect(normalizeDigits('١٬٢٣٤')).toBe('1234');
    expect(normalizeDigits('SA 12')).toBe('SA 12');
  });

  it('maps every Arabic-Indic digit string to the same number as its ASCII twin', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 20 }), (digits) => {
        const ascii = digits.join('');
        const arabic = digits.map((d) => String.fromCodePoint(0x0660 + d)).join('');
        const urdu = digits.map((d) => String.fromCodePoint(0x06f0 + d)).join('');
        expect(normalizeDigits(arabic)).toBe(ascii);
        expect(normalizeDigits(urdu)).toBe(ascii);
      }),
    );
  });
});
