import { z } from '../zod.js';
import { normalizeDigits } from './digits.js';

/** Spaces, dashes and brackets people type between digit groups; they carry no meaning. */
const SEPARATORS = /[\s\-()]/g;

/** A phone number as typed, in ASCII digits and without the separators between digit groups. */
export function stripPhoneSeparators(raw: string): string {
  return normalizeDigits(raw).replace(SEPARATORS, '');
}

/**
 * A Saudi mobile number to E.164 (+9665XXXXXXXX). Accepts 05XXXXXXXX, 5XXXXXXXX, 9665XXXXXXXX,
 * 009665XXXXXXXX and +9665XXXXXXXX in any digit script; anything else gives null.
 */
export function toSaudiE164(raw: string): string | null {
  const value = stripPhoneSeparators(raw);
  const match = /^(?:\+966|00966|966|0)?(5[0-9]{8})$/.exec(value);
  return match ? `+966${match[1]}` : null;
}

/** +966512345678 -> +966 5•• ••• 678: enough for a customer to recognise their own number. */
export function maskPhone(e164: string): string {
  const local = e164.replace(/^\+966/, '');
  return `+966 ${local.slice(0, 1)}•• ••• ${local.slice(-3)}`;
}

/** The call-request form's mobile: exactly 05XXXXXXXX (SPEC.md section 5); becomes E.164. */
export const MobileSchema = z
  .string({ error: 'validation.required' })
  .transform(stripPhoneSeparators)
  .pipe(
    z
      .string()
      .min(1, { error: 'validation.required', abort: true })
      .regex(/^05[0-9]{8}$/, { error: 'validation.mobile' })
      .transform((value) => toSaudiE164(value)!),
  );
