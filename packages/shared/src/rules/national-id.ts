import { z } from '../zod.js';
import { normalizeDigits } from './digits.js';

/** Luhn (mod 10) over all ten digits: the check Saudi national IDs and iqamas carry. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export type NationalIdProblem = 'format' | 'checksum';

/**
 * A national ID (first digit 1) or iqama (first digit 2): ten digits after normalisation with a
 * valid check digit. A wrong check digit is reported apart, because it means a typo.
 */
export function nationalIdProblem(raw: string): NationalIdProblem | null {
  const value = normalizeDigits(raw).trim();
  if (!/^[12][0-9]{9}$/.test(value)) return 'format';
  return luhnValid(value) ? null : 'checksum';
}

export function isValidNationalId(raw: string): boolean {
  return nationalIdProblem(raw) === null;
}

/** Shows only the last four digits: logs and screens never carry an ID in full. */
export function maskNationalId(id: string): string {
  return `******${id.slice(-4)}`;
}

/** The one zod rule for an ID field, on the client and the server. */
export const NationalIdSchema = z
  .string({ error: 'validation.required' })
  .transform((value) => normalizeDigits(value).trim())
  .superRefine((value, ctx) => {
    if (!value) {
      ctx.addIssue({ code: 'custom', message: 'validation.required' });
      return;
    }
    const problem = nationalIdProblem(value);
    if (problem === 'format') ctx.addIssue({ code: 'custom', message: 'validation.nationalId' });
    if (problem === 'checksum') ctx.addIssue({ code: 'custom', message: 'validation.nationalIdChecksum' });
  });
