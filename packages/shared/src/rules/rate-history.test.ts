import { describe, expect, it } from 'vitest';
import { RateHistoryQuerySchema } from '../schemas/rate-history.js';
import { rateHistoryStart, readRateHistoryQuery, summariseRateSeries } from './rate-history.js';

describe('rate history rules', () => {
  it('summarises a series: high, low, change and its percentage', () => {
    expect(summariseRateSeries([74.1, 74.5, 73.9, 74.3])).toEqual({
      high: 74.5,
      low: 73.9,
      first: 74.1,
      last: 74.3,
      change: 0.2,
      changePercent: 0.27,
    });
    expect(summariseRateSeries([3.75])).toMatchObject({ change: 0, changePercent: 0 });
    expect(summariseRateSeries([])).toBeNull();
  });

  it('counts ranges back from now', () => {
    const now = new Date('2026-03-10T12:00:00.000Z');
    expect(rateHistoryStart('7d', now)).toBe('2026-03-03T12:00:00.000Z');
    expect(rateHistoryStart('1y', now)).toBe('2025-03-10T12:00:00.000Z');
  });

  it('reads the query with Arabic-Indic digits and refuses a bad currency or range', () => {
    expect(RateHistoryQuerySchema.parse({ branch: '١٩', currency: 'pkr' })).toEqual({
      branch: 19,
      currency: 'PKR',
      range: '30d',
    });
    expect(RateHistoryQuerySchema.safeParse({ branch: '19', currency: 'PK1' }).success).toBe(false);
    expect(RateHistoryQuerySchema.safeParse({ branch: '19', currency: 'PKR', range: '2y' }).success).toBe(
      false,
    );
  });

  it('reads the page address as the schema does, without zod', () => {
    const addresses: Record<string, string>[] = [
      { branch: '١٩', currency: 'pkr' },
      { branch: ' 19 ', currency: ' usd ', range: '7d', lang: 'ar' },
      { branch: '0019', currency: 'USD', range: '1y' },
      { branch: '19', currency: 'PK1' },
      { branch: '19', currency: 'PKR', range: '2y' },
      { branch: '19', currency: 'PKR', range: '' },
      { branch: '1234567', currency: 'PKR' },
      { branch: '', currency: 'PKR' },
      { currency: 'PKR' },
      { branch: '19' },
      {},
    ];
    for (const address of addresses) {
      const parsed = RateHistoryQuerySchema.safeParse(address);
      expect(readRateHistoryQuery(address)).toEqual(parsed.success ? parsed.data : null);
    }
  });
});
