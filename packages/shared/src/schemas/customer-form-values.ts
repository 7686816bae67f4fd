import { z } from '../zod.js';
import { normalizeDigits } from '../rules/digits.js';
import { parseDecimalInput } from '../rules/decimal-input.js';
import type { FormField } from './customer-forms.js';

/** The values a customer sends for a form: one zod schema built from its definition's fields. */
const text = (field: FormField) => {
  const base = z.string({ error: 'validation.required' }).trim();
  const bounded = base.max(field.maxLength ?? 2000, { error: 'validation.tooLong' });
  return field.required ? bounded.min(1, { error: 'validation.required' }) : bounded;
};

/**
 * A number typed in any digits, with "." or the Arabic decimal separator and thousands separators
 * (6,500 or ٦٬٥٠٠); misplaced separators get their own message. The output is plain ASCII ("6500"),
 * which the server stores; checked against the range.
 */
const number = (field: FormField) =>
  z
    .union([z.string(), z.number()], { error: 'validation.required' })
    .transform((value, ctx) => {
      const parsed = parseDecimalInput(String(value));
      if (parsed.ok) return parsed.value;
      ctx.addIssue({
        code: 'custom',
        message: parsed.problem === 'grouping' ? 'validation.numberGrouping' : 'validation.number',
      });
      return z.NEVER;
    })
    .pipe(
      z
        .string()
        .refine((value) => !field.required || value !== '', { error: 'validation.required', abort: true })
        .refine((value) => value === '' || /^-?[0-9]{1,12}(\.[0-9]{1,6})?$/.test(value), {
          error: 'validation.invalidFormat',
          abort: true,
        })
        .refine((value) => value === '' || field.min === undefined || Number(value) >= field.min, {
          error: 'validation.numberRange',
        })
        .refine((value) => value === '' || field.max === undefined || Number(value) <= field.max, {
          error: 'validation.numberRange',
        }),
    );

const date = (field: FormField) =>
  z
    .string({ error: 'validation.required' })
    .transform((value) => normalizeDigits(value).trim())
    .pipe(
      z
        .string()
        .refine((value) => !field.required || value !== '', { error: 'validation.required', abort: true })
        .refine((value) => value === '' || isCalendarDay(value), { error: 'validation.date' }),
    );

const select = (field: FormField) => {
  const values = (field.options ?? []).map((option) => option.value);
  return z
    .string({ error: 'validation.required' })
    .refine((value) => !field.required || value !== '', { error: 'validation.required', abort: true })
    .refine((value) => value === '' || values.includes(value), { error: 'validation.invalid' });
};

const checkbox = (field: FormField) =>
  z
    .boolean({ error: 'validation.invalid' })
    .refine((value) => !field.required || value, { error: 'validation.required' });

function isCalendarDay(value: string): boolean {
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

const BUILDERS = { text, number, date, select, checkbox } as const;

/**
 * The one schema for a form's answers, built from its definition: the form page checks with it
 * and the server checks the same answers again. File fields are not in it (the files travel as
 * multipart parts and are judged by their bytes); `missingFiles` checks that the required ones came.
 */
export function formValuesSchema(fields: readonly FormField[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) if (field.type !== 'file') shape[field.id] = BUILDERS[field.type](field);
  return z.object(shape).strict();
}
export type FormValues = Record<string, string | boolean>;

// The required-files check is zod-free (the form page runs it at load); re-exported for the server.
export { missingFiles } from '../rules/customer-forms.js';
