import { describe, expect, it } from 'vitest';
import { maskDigits } from './request-log.js';

describe('maskDigits', () => {
  it('keeps only the last four digits of long numbers such as national IDs', () => {
    expect(maskDigits('/api/x?id=1000000008&branch=19')).toBe('/api/x?id=******0008&branch=19');
    expect(maskDigits('/api/exchangeRates?Branch_ID=19')).toBe('/api/exchangeRates?Branch_ID=19');
  });
});
