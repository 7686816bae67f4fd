import { z } from '../zod.js';
import { riyadhDate } from '../format/date-time.js';
import { normalizeDigits } from '../rules/digits.js';
import { collapseSpaces, isPersonName } from '../rules/names.js';
import { isOneScript } from '../rules/one-script.js';
import { stripPhoneSeparators } from '../rules/phone.js';

/**
 * Field builders of the job application (schemas/careers.ts). Every value arrives as the string
 * an input holds; numbers and dates accept Arabic-Indic and Urdu digits (PRODUCT.md section 3).
 */

/** A string input (or nothing), cleaned by `normalize`, then checked by `checks`. */
const input = <T extends z.ZodType<unknown, string>>(normalize: (value: string) => string, checks: T) =>
  z
    .string({ error: 'validation.invalid' })
    .optional()
    .transform((value) => normalize(value ?? ''))
    .pipe(checks);

const clean = (value: string) => collapseSpaces(value.replaceAll('\u0000', ''));

/** "One language per field" (SPEC.md section 5) applies to names, places and titles. */
const ONE_SCRIPT = 'careers:validation.oneLanguage';

/** Short text in one script (a place, a title, a school, a nationality); '' allowed when optional. */
export const shortText = (required = true, max = 100) =>
  input(
    clean,
    z
      .string()
      .refine((value) => !required || value !== '', { error: 'validation.required', abort: true })
      .max(max, { error: 'validation.tooLong', abort: true })
      .refine(isOneScript, { error: ONE_SCRIPT }),
  );

/** Free text that may name things in another script (duties, skills, details, an address). */
export const freeText = (required = false, max = 1000) =>
  input(
    (value) => value.replaceAll('\u0000', '').trim(),
    z
      .string()
      .refine((value) => !required || value !== '', { error: 'validation.required', abort: true })
      .max(max, { error: 'validation.tooLong' }),
  );

/** One part of a person's name: letters only, one script. */
export const namePart = (required = true) =>
  shortText(required).refine((value) => value === '' || isPersonName(value), {
    error: 'validation.personName',
  });

const isCalendarDay = (value: string) => {
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) && value >= '1900-01-01';
};

/** A calendar day (YYYY-MM-DD) not after today in Riyadh; '' allowed when optional. */
export const pastDay = (required = true) =>
  input(
    (value) => normalizeDigits(value).trim(),
    z
      .string()
      .refine((value) => !required || value !== '', { error: 'validation.required', abort: true })
      .refine((value) => value === '' || isCalendarDay(value), { error: 'validation.date', abort: true })
      .refine((value) => value === '' || value <= riyadhDate(), { error: 'validation.futureDate' }),
  );

/** A number typed in any digit script, checked by `pattern` and `max`, with its own message. */
const numberText = (pattern: RegExp, error: string, required: boolean, max: number) =>
  input(
    (value) => normalizeDigits(value).replace(/[\s,]/g, ''),
    z
      .string()
      .refine((value) => !required || value !== '', { error: 'validation.required', abort: true })
      .refine((value) => value === '' || (pattern.test(value) && Number(value) <= max), { error }),
  );

/** Salary: an amount with at most 2 decimals (SPEC.md section 5: its own invalid-number message). */
export const salary = () =>
  numberText(/^[0-9]{1,9}(\.[0-9]{1,2})?$/, 'careers:validation.salary', false, 10_000_000);

/** A bank account number: 6 to 24 digits, or a Saudi IBAN's SA + 22 digits. */
export const bankAccount = () =>
  input(
    (value) => normalizeDigits(value).replace(/\s/g, '').toUpperCase(),
    z.string().refine((value) => value === '' || /^([0-9]{6,24}|SA[0-9]{22})$/.test(value), {
      error: 'careers:validation.bankAccount',
    }),
  );

/** Grade: a percentage or a grade point average (0 to 100, at most 2 decimals). */
export const grade = () => numberText(/^[0-9]{1,3}(\.[0-9]{1,2})?$/, 'careers:validation.grade', true, 100);

/** A whole number of years (a dependant's age), 0 to 120. */
export const age = () =>
  numberText(/^[0-9]{1,3}$/, 'careers:validation.age', true, 120).transform((value) => Number(value));

/** Any phone (home, work, a previous employer, a reference): 7 to 15 digits, optional +. */
export const anyPhone = (required = false) =>
  input(
    (value) => stripPhoneSeparators(value).trim(),
    z
      .string()
      .refine((value) => !required || value !== '', { error: 'validation.required', abort: true })
      .refine((value) => value === '' || /^\+?[0-9]{7,15}$/.test(value), {
        error: 'validation.internationalPhone',
      }),
  );

/** A required choice among `values`; '' (nothing chosen) reads as missing. */
export const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: 'validation.required' });

/** An optional choice: '' when not answered. */
export const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.literal('')], { error: 'validation.invalid' })
    .optional()
    .transform((v) => v ?? '');
