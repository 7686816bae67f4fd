import { describe, expect, it } from 'vitest';
import type { FormField } from './customer-forms.js';
import { formValuesSchema } from './customer-form-values.js';

const L = { ar: 'الدخل', en: 'Income', ur: 'آمدنی' };
const income: FormField = { id: 'income', type: 'number', label: L, required: true, min: 0, max: 10_000_000 };
const schema = formValuesSchema([income]);
const messages = (value: unknown) => {
  const result = schema.safeParse({ income: value });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('formValuesSchema number fields', () => {
  it('accepts thousands separators in any digits and keeps plain ASCII', () => {
    expect(schema.parse({ income: '6,500' })).toEqual({ income: '6500' });
    expect(schema.parse({ income: '٦٬٥٠٠' })).toEqual({ income: '6500' });
    expect(schema.parse({ income: '۶٬۵۰۰' })).toEqual({ income: '6500' });
    expect(schema.parse({ income: '6٬500' })).toEqual({ income: '6500' });
    expect(schema.parse({ income: '1,250.75' })).toEqual({ income: '1250.75' });
  });

  it('says what is wrong: misplaced separators, not a number, blank, out of range', () => {
    expect(messages('6,50,0')).toEqual(['validation.numberGrouping']);
    expect(messages('٦٬٥٠')).toEqual(['validation.numberGrouping']);
    expect(messages('six thousand')).toEqual(['validation.number']);
    expect(messages('')).toEqual(['validation.required']);
    expect(messages('20,000,000')).toEqual(['validation.numberRange']);
  });
});
