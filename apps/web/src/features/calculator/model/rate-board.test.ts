import { describe, expect, it } from 'vitest';
import { boardView, toBoardRows } from './rate-board';

const rows = [
  {
    CURRENCY: 'USD',
    CURR_NAME: 'US Dollar',
    CURR_ANAME: 'دولار أمريكي',
    RATEPURCHES: 3.745,
    RATESALE: 3.765,
    POPR: '*',
  },
  {
    CURRENCY: 'INR',
    CURR_NAME: 'Indian Rupee',
    CURR_ANAME: 'روبية هندية',
    RATEPURCHES: 23.4,
    RATESALE: 23.05,
    POPR: '/',
  },
  {
    CURRENCY: 'KWD',
    CURR_NAME: 'Kuwaiti Dinar',
    CURR_ANAME: 'دينار كويتي',
    RATEPURCHES: 12.15,
    RATESALE: 12.3,
    POPR: '*',
  },
];

describe('rate board rows', () => {
  it('quotes every row as riyals per unit, a divided rate inverted', () => {
    const [, inr] = toBoardRows(rows, 'en');
    expect(inr).toMatchObject({
      code: 'INR',
      flag: 'IN',
      buy: { unit: 100, sar: '4.2735' },
      sell: { unit: 100, sar: '4.3384' },
    });
  });

  it('sorts by name or by price per single unit, both ways', () => {
    const board = toBoardRows(rows, 'en');
    const codes = (key: 'name' | 'buy' | 'sell', ascending: boolean) =>
      boardView(board, '', { key, ascending }, 'en').map((row) => row.code);
    expect(codes('name', true)).toEqual(['INR', 'KWD', 'USD']);
    // 100 INR = 4.27 SAR is 0.0427 a rupee: the cheapest, even though 4.27 > 3.745.
    expect(codes('buy', true)).toEqual(['INR', 'USD', 'KWD']);
    expect(codes('sell', false)).toEqual(['KWD', 'USD', 'INR']);
  });

  it('finds a currency by code or by its name in the visitor’s language, hamza or not', () => {
    const board = toBoardRows(rows, 'ar');
    const sort = { key: 'name', ascending: true } as const;
    expect(boardView(board, 'امريكي', sort, 'ar').map((row) => row.code)).toEqual(['USD']);
    expect(boardView(board, 'kwd', sort, 'ar').map((row) => row.code)).toEqual(['KWD']);
    expect(boardView(toBoardRows(rows, 'ur'), 'روپیہ', sort, 'ur').map((row) => row.code)).toEqual(['INR']);
  });
});
