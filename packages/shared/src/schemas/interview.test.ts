import { describe, expect, it } from 'vitest';
import {
  HrApplicationListQuerySchema,
  HrNoteSchema,
  HrRetentionSchema,
  HrStatusChangeSchema,
} from './hr-desk.js';
import { INTERVIEW_CRITERIA, InterviewEvaluationSchema, type InterviewEvaluationInput } from './interview.js';

// A 1x1 PNG: the schema checks the data URL's shape; the server checks the bytes.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const valid = (): InterviewEvaluationInput => ({
  candidateName: 'عمر صالح',
  interviewDate: '2026-11-20',
  position: 'أمين صندوق',
  nationality: 'سعودي',
  yearsOfExperience: '3',
  age: '27',
  qualifications: 'دبلوم محاسبة',
  ratings: Object.fromEntries(
    INTERVIEW_CRITERIA.map((c) => [c, { rating: 'good', reason: 'جيد' }]),
  ) as InterviewEvaluationInput['ratings'],
  additionalInfo: '',
  recommendation: 'يوصى بالتعيين',
  lastPosition: 'كاشير',
  salaryAndBenefits: '5000',
  requestedPosition: 'أمين صندوق',
  requestedSalary: '6000',
  interviewerName: 'سارة العتيبي',
  employeeNumber: '10001',
  signature: PNG,
});

const errorsOf = (input: object) => {
  const result = InterviewEvaluationSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('InterviewEvaluationSchema', () => {
  it('accepts a complete evaluation and turns its numbers into numbers', () => {
    const parsed = InterviewEvaluationSchema.parse(valid());
    expect(parsed).toMatchObject({
      age: 27,
      yearsOfExperience: 3,
      requestedSalary: '6000',
      applicationReference: '',
    });
  });

  it('reads Arabic-Indic and Urdu digits', () => {
    const parsed = InterviewEvaluationSchema.parse({
      ...valid(),
      age: '٢٧',
      yearsOfExperience: '۱۲',
      requestedSalary: '٦٬٥٠٠٫٢٥',
      employeeNumber: '۱۰۰۰۱',
      interviewDate: '٢٠٢٦-١١-٢٠',
    });
    expect(parsed).toMatchObject({
      age: 27,
      yearsOfExperience: 12,
      requestedSalary: '6500.25',
      employeeNumber: '10001',
      interviewDate: '2026-11-20',
    });
  });

  it('requires every field but the additional information, each with its message', () => {
    const errors = errorsOf({});
    expect(errors).toMatchObject({
      candidateName: 'validation.required',
      interviewDate: 'validation.required',
      age: 'validation.required',
      requestedSalary: 'validation.required',
      employeeNumber: 'validation.required',
      signature: 'hr:validation.signature',
    });
    expect(errors.additionalInfo).toBeUndefined();
  });

  it.each([
    [{ age: '15' }, 'age', 'hr:validation.number'],
    [{ age: '2.5' }, 'age', 'hr:validation.number'],
    [{ yearsOfExperience: '61' }, 'yearsOfExperience', 'hr:validation.number'],
    [{ requestedSalary: '6000.123' }, 'requestedSalary', 'hr:validation.amount'],
    [{ requestedSalary: 'SAR 6000' }, 'requestedSalary', 'hr:validation.amount'],
    [{ employeeNumber: '12' }, 'employeeNumber', 'hr:validation.employeeNumber'],
    [{ interviewDate: '2026-13-45' }, 'interviewDate', 'validation.date'],
    [{ signature: 'data:image/jpeg;base64,AAAA' }, 'signature', 'hr:validation.signature'],
    [{ applicationReference: 'XX-1' }, 'applicationReference', 'hr:validation.reference'],
  ])('refuses %o', (override, field, message) => {
    expect(errorsOf({ ...valid(), ...override })[field]).toBe(message);
  });

  it('needs a grade and a reason for every criterion', () => {
    const input = valid();
    input.ratings.intellect = { rating: 'great' as 'good', reason: ' ' };
    expect(errorsOf(input)).toEqual({
      'ratings.intellect.rating': 'hr:validation.rating',
      'ratings.intellect.reason': 'validation.required',
    });
  });
});

describe('the HR desk schemas', () => {
  it('filters the list by program, status and dates; pages and sorts like every staff list', () => {
    expect(
      HrApplicationListQuerySchema.parse({
        program: 'abnaa',
        status: 'offer',
        from: '2026-01-01',
        count: 'true',
      }),
    ).toMatchObject({ program: 'abnaa', status: 'offer', from: '2026-01-01', count: true, pageSize: 50 });
    expect(HrApplicationListQuerySchema.safeParse({ status: 'fired' }).success).toBe(false);
    expect(HrApplicationListQuerySchema.safeParse({ from: '1/1/2026' }).success).toBe(false);
  });

  it('takes a pipeline status, a note, and a retention period in any digits', () => {
    expect(HrStatusChangeSchema.safeParse({ status: 'hired' }).success).toBe(true);
    expect(HrNoteSchema.safeParse({ text: '   ' }).success).toBe(false);
    expect(HrRetentionSchema.parse({ days: '١٨٠' })).toEqual({ days: 180 });
    expect(HrRetentionSchema.safeParse({ days: 29 }).success).toBe(false);
    expect(HrRetentionSchema.safeParse({ days: 3651 }).success).toBe(false);
  });
});
