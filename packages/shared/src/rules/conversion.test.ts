import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  convertAmount,
  formatAmount,
  sanitizeAmountInput,
  sanitizeTransferAmount,
  sarQuote,
  transferToAed,
  type CurrencyRate,
} from './conversion.js';

const usd: CurrencyRate = { ratePurchase: 3.745, rateSale: 3.765, popr: '*' };
const inr: CurrencyRate = { ratePurchase: 22.5, rateSale: 21.9, popr: '/' };

describe('convertAmount', () => {
  it('multiplies with POPR * and divides otherwise, using the side’s rate', () => {
    expect(convertAmount('100', usd, 'sell', 'toSar')).toBe('374.5');
    expect(convertAmount('100', usd, 'buy', 'toSar')).toBe('376.5');
    expect(convertAmount('376.5', usd, 'buy', 'fromSar')).toBe('100');
    expect(convertAmount('1000', inr, 'sell', 'toSar')).toBe('44.44');
    expect(convertAmount('100', inr, 'buy', 'fromSar')).toBe('2190');
  });

  it('rounds half-up to 2 places and trims trailing zeros', () => {
    expect(convertAmount('1', { ratePurchase: '0.125', rateSale: '1', popr: '*' }, 'sell', 'toSar')).toBe(
      '0.13',
    );
    expect(convertAmount('2', { ratePurchase: '1.25', rateSale: '1', popr: '*' }, 'sell', 'toSar')).toBe(
      '2.5',
    );
    expect(convertAmount('3', { ratePurchase: '2', rateSale: '1', popr: '*' }, 'sell', 'toSar')).toBe('6');
  });

  it('uses decimal arithmetic, not binary floating point', () => {
    // 0.1 * 3 is 0.30000000000000004 in floats; 1.005 rounds to 1.01 only in decimal.
    expect(convertAmount('0.1', { ratePurchase: 3, rateSale: 3, popr: '*' }, 'sell', 'toSar')).toBe('0.3');
    expect(convertAmount('1.005', { ratePurchase: 1, rateSale: 1, popr: '*' }, 'sell', 'toSar')).toBe('1.01');
  });

  it('gives 0 when both rates are 0 and never divides by zero', () => {
    const none = { ratePurchase: 0, rateSale: 0, popr: '/' };
    expect(convertAmount('50', none, 'sell', 'toSar')).toBe('0');
    expect(convertAmount('50', { ratePurchase: 0, rateSale: 2, popr: '/' }, 'sell', 'toSar')).toBe('0');
  });

  it('empties the other field for an empty amount and accepts Arabic-Indic input', () => {
    expect(convertAmount('', usd, 'sell', 'toSar')).toBe('');
    expect(convertAmount('.', usd, 'sell', 'toSar')).toBe('');
    expect(convertAmount('١٠٠', usd, 'sell', 'toSar')).toBe('374.5');
    expect(convertAmount('١٢٣٫٥', { ratePurchase: 2, rateSale: 2, popr: '*' }, 'sell', 'toSar')).toBe('247');
  });
});

const amount = fc
  .tuple(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 999 }))
  .map(([whole, frac]) => `${whole}.${String(frac).padStart(3, '0')}`);
const positiveRate = fc.integer({ min: 1, max: 50_000_000 }).map((n) => new Big(n).div(10_000).toString());
const rate = fc.record({
  ratePurchase: positiveRate,
  rateSale: positiveRate,
  popr: fc.constantFrom('*', '/'),
});
const side = fc.constantFrom('sell' as const, 'buy' as const);
const direction = fc.constantFrom('toSar' as const, 'fromSar' as const);

describe('convertAmount properties', () => {
  it('always answers plain decimal text with at most 2 decimals and no trailing zeros', () => {
    fc.assert(
      fc.property(amount, rate, side, direction, (a, r, s, d) => {
        const out = convertAmount(a, r, s, d);
        expect(out).toMatch(/^(0|[1-9]\d*)(\.\d?[1-9])?$/);
      }),
    );
  });

  it('is within half a cent of the exact decimal result', () => {
    fc.assert(
      fc.property(amount, rate, side, direction, (a, r, s, d) => {
        const used = new Big(s === 'sell' ? r.ratePurchase : r.rateSale);
        const exact = (r.popr === '*') === (d === 'toSar') ? new Big(a).times(used) : new Big(a).div(used);
        const diff = new Big(convertAmount(a, r, s, d)).minus(exact).abs();
        expect(diff.lte('0.005')).toBe(true);
      }),
    );
  });

  it('gives 0 for any amount when both rates are 0', () => {
    fc.assert(
      fc.property(amount, fc.constantFrom('*', '/', ''), side, direction, (a, popr, s, d) => {
        expect(convertAmount(a, { ratePurchase: 0, rateSale: 0, popr }, s, d)).toBe('0');
      }),
    );
  });

  it('formats by rounding half-up then trimming', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents1000) => {
        const value = new Big(cents1000).div(1000);
        const out = formatAmount(value);
        expect(new Big(out).eq(value.round(2, Big.roundHalfUp))).toBe(true);
        expect(out.includes('.') ? out.endsWith('0') : false).toBe(false);
      }),
    );
  });
});

describe('sanitizeAmountInput', () => {
  it.each([
    ['12a3', '123'],
    ['1.2.3', '1.23'],
    ['05', '5'],
    ['0.5', '0.5'],
    ['0', '0'],
    ['', ''],
    ['١٢٣٫٥', '123.5'],
    ['۱۲۳', '123'],
    ['1,000 SAR', '1000'],
    ['-7', '7'],
  ])('%j -> %j', (input, expected) => {
    expect(sanitizeAmountInput(input)).toBe(expected);
  });

  it('keeps only digits and at most one point, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = sanitizeAmountInput(s);
        expect(out).toMatch(/^\d*\.?\d*$/);
        expect(out).not.toMatch(/^0\d/);
      }),
    );
  });
});

describe('transfer amounts', () => {
  it('accepts digits with at most two decimals, Arabic-Indic included', () => {
    expect(sanitizeTransferAmount('12.34', '12.3')).toBe('12.34');
    expect(sanitizeTransferAmount('12.345', '12.34')).toBe('12.34');
    expect(sanitizeTransferAmount('١٢٫٥', '')).toBe('12.5');
    expect(sanitizeTransferAmount('12a', '12')).toBe('12');
  });

  it('calculates dirhams at the fixed rate 3.75', () => {
    expect(transferToAed('375')).toBe('100');
    expect(transferToAed('100')).toBe('26.67');
    expect(transferToAed('')).toBe('0');
  });
});

describe('sarQuote', () => {
  it('writes every rate as riyals per unit, whichever way POPR runs', () => {
    expect(sarQuote(3.765, '*')).toEqual({ unit: 1, sar: '3.765' });
    // 23.40 rupees per riyal: 100 rupees cost 4.2735 riyals.
    expect(sarQuote(23.4, '/')).toEqual({ unit: 100, sar: '4.2735' });
    expect(sarQuote('0.2650', '*')).toEqual({ unit: 10, sar: '2.65' });
    expect(sarQuote(0.376, '/')).toEqual({ unit: 1, sar: '2.6596' });
    expect(sarQuote(0, '*')).toBeNull();
  });
});
