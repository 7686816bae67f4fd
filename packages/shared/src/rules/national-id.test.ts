import { describe, expect, it } from 'vitest';
import { luhnValid, maskNationalId, NationalIdSchema, nationalIdProblem } from './national-id.js';

describe('national ID rule', () => {
  it.each(['1000000008', '2100000005', '1012345672', '2234567895'])('accepts %s', (id) => {
    expect(nationalIdProblem(id)).toBeNull();
  });

  it('accepts Arabic-Indic and Urdu digits', () => {
    expect(NationalIdSchema.parse('١٠٠٠٠٠٠٠٠٨')).toBe('1000000008');
    expect(NationalIdSchema.parse('۱۰۰۰۰۰۰۰۰۸')).toBe('1000000008');
  });

  it.each(['3000000006', '100000000', '10000000081', '10000a0008', ''])('refuses the format of %j', (id) => {
    expect(nationalIdProblem(id)).toBe('format');
  });

  it('tells a mistyped number (bad check digit) apart', () => {
    expect(nationalIdProblem('1000000009')).toBe('checksum');
    const result = NationalIdSchema.safeParse('1000000009');
    expect(result.error?.issues[0]?.message).toBe('validation.nationalIdChecksum');
    expect(NationalIdSchema.safeParse('').error?.issues[0]?.message).toBe('validation.required');
  });

  it('computes Luhn on all ten digits', () => {
    expect(luhnValid('1000000008')).toBe(true);
    expect(luhnValid('1000000080')).toBe(false);
  });

  it('masks all but the last four digits', () => {
    expect(maskNationalId('1000000008')).toBe('******0008');
  });
});
