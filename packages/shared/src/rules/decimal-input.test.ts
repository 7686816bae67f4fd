import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDecimalInput } from './decimal-input.js';

const ok = (value: string) => ({ ok: true, value });

describe('parseDecimalInput', () => {
  it('accepts thousands separators as people type them, in any digits', () => {
    expect(parseDecimalInput('6,500')).toEqual(ok('6500'));
    expect(parseDecimalInput('٦٬٥٠٠')).toEqual(ok('6500'));
    expect(parseDecimalInput('۶٬۵۰۰')).toEqual(ok('6500'));
    expect(parseDecimalInput('6٬500')).toEqual(ok('6500'));
    expect(parseDecimalInput('٦،٥٠٠')).toEqual(ok('6500'));
    expect(parseDecimalInput('1,234,567.25')).toEqual(ok('1234567.25'));
    expect(parseDecimalInput('١٬٢٣٤٫٥')).toEqual(ok('1234.5'));
    expect(parseDecimalInput(' 6500 ')).toEqual(ok('6500'));
    expect(parseDecimalInput('-1,000')).toEqual(ok('-1000'));
  });

  it('accepts the lakh grouping Urdu readers write', () => {
    expect(parseDecimalInput('1,00,000')).toEqual(ok('100000'));
    expect(parseDecimalInput('۱۲٬۳۴٬۵۶۷')).toEqual(ok('1234567'));
  });

  it('questions misplaced separators instead of reading them away', () => {
    for (const text of ['6,50,0', '65,00', '6,5000', ',650', '650,', '6,,500', '٦٬٥٠', '1,0000,000'])
      expect(parseDecimalInput(text), text).toEqual({ ok: false, problem: 'grouping' });
  });

  it('tells misplaced grouping from text that is no number', () => {
    expect(parseDecimalInput('6,50,0')).toEqual({ ok: false, problem: 'grouping' });
    expect(parseDecimalInput('٦٬٥٠')).toEqual({ ok: false, problem: 'grouping' });
    expect(parseDecimalInput('abc')).toEqual({ ok: false, problem: 'format' });
    expect(parseDecimalInput('6.5.0')).toEqual({ ok: false, problem: 'format' });
    expect(parseDecimalInput('1,000.5,0')).toEqual({ ok: false, problem: 'format' });
  });

  it('is blank for blank input', () => {
    expect(parseDecimalInput('   ')).toEqual(ok(''));
  });

  it('reads every amount it would print with grouping back to the same digits', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (amount) => {
        const western = new Intl.NumberFormat('en', { useGrouping: true }).format(amount);
        const arabic = new Intl.NumberFormat('ar', { numberingSystem: 'arab' }).format(amount);
        expect(parseDecimalInput(western)).toEqual(ok(String(amount)));
        expect(parseDecimalInput(arabic)).toEqual(ok(String(amount)));
      }),
    );
  });
});
