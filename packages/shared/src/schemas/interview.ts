import { z } from '../zod.js';
import { normalizeDigits } from '../rules/digits.js';
import { UPLOAD_RULES } from '../uploads.js';
import { INTERVIEW_CRITERIA, INTERVIEW_RATINGS, type InterviewCriterion } from './interview-options.js';

// The grades and criteria live in a module without zod (interview-options.ts); re-exported here
// so every import of this module keeps working.
export * from './interview-options.js';

/** The drawn signature as a PNG data URL; the server checks the bytes are really a PNG. */
const SIGNATURE_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/;

/** A job application's reference as the applicant is shown it (JA-XXXXXXXX). */
export const ApplicationReferenceSchema = z
  .string()
  .transform((value) => value.trim().toUpperCase())
  .pipe(z.string().regex(/^JA-[A-Z0-9]{6,12}$/, { error: 'hr:validation.reference' }));

const text = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .transform((value) => value.replaceAll('\u0000', '').trim())
    .pipe(
      z
        .string()
        .min(1, { error: 'validation.required', abort: true })
        .max(max, { error: 'validation.tooLong' }),
    );

const optionalText = (max: number) =>
  z
    .string()
    .optional()
    .transform((value) => (value ?? '').replaceAll('\u0000', '').trim())
    .pipe(z.string().max(max, { error: 'validation.tooLong' }));

/** A whole number typed in any digits (Arabic-Indic and Urdu included) within a range. */
const wholeNumber = (min: number, max: number) =>
  z
    .union([z.string(), z.number()], { error: 'validation.required' })
    .transform((value) => normalizeDigits(String(value)).trim())
    .pipe(
      z
        .string()
        .min(1, { error: 'validation.required', abort: true })
        .regex(/^\d{1,3}$/, { error: 'hr:validation.number', abort: true })
        .transform(Number)
        .pipe(
          z.number().min(min, { error: 'hr:validation.number' }).max(max, { error: 'hr:validation.number' }),
        ),
    );

/** An amount in riyals: digits with up to two decimals, kept as text (money is never a float). */
const amount = z
  .string({ error: 'validation.required' })
  .transform((value) => normalizeDigits(value).replace(/[\s,]/g, '').trim())
  .pipe(
    z
      .string()
      .min(1, { error: 'validation.required', abort: true })
      .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: 'hr:validation.amount' }),
  );

const RatingSchema = z.object({
  rating: z.enum(INTERVIEW_RATINGS, { error: 'hr:validation.rating' }),
  reason: text(500),
});

/** The interviewer's form (/interview-summary), used by the page and by POST /api/careers/interviews. */
export const InterviewEvaluationSchema = z.object({
  candidateName: text(200),
  interviewDate: z
    .string({ error: 'validation.required' })
    .transform((value) => normalizeDigits(value).trim())
    .pipe(
      z
        .string()
        .min(1, { error: 'validation.required', abort: true })
        .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date', abort: true })
        .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: 'validation.date' }),
    ),
  position: text(120),
  nationality: text(80),
  yearsOfExperience: wholeNumber(0, 60),
  age: wholeNumber(16, 80),
  qualifications: text(500),
  ratings: z.object(
    Object.fromEntries(INTERVIEW_CRITERIA.map((criterion) => [criterion, RatingSchema])) as Record<
      InterviewCriterion,
      typeof RatingSchema
    >,
  ),
  additionalInfo: optionalText(2000),
  recommendation: text(2000),
  lastPosition: text(200),
  salaryAndBenefits: text(500),
  requestedPosition: text(200),
  requestedSalary: amount,
  interviewerName: text(200),
  employeeNumber: z
    .string({ error: 'validation.required' })
    .transform((value) => normalizeDigits(value).trim())
    .pipe(
      z
        .string()
        .min(1, { error: 'validation.required', abort: true })
        .regex(/^\d{3,10}$/, { error: 'hr:validation.employeeNumber' }),
    ),
  signature: z
    .string({ error: 'hr:validation.signature' })
    .min(1, { error: 'hr:validation.signature', abort: true })
    .max(Math.ceil((UPLOAD_RULES.signature.maxBytes * 4) / 3) + 30, {
      error: 'hr:validation.signature',
      abort: true,
    })
    .regex(SIGNATURE_DATA_URL, { error: 'hr:validation.signature' }),
  /** The application this interview was for, when the link from the HR desk was used. */
  applicationReference: z
    .string()
    .optional()
    .transform((value) => (value ?? '').trim())
    .pipe(z.union([z.literal(''), ApplicationReferenceSchema])),
});
export type InterviewEvaluationInput = z.input<typeof InterviewEvaluationSchema>;
export type InterviewEvaluation = z.infer<typeof InterviewEvaluationSchema>;

export const InterviewSubmittedSchema = z.object({ id: z.string(), receivedAt: z.string() });
export type InterviewSubmitted = z.infer<typeof InterviewSubmittedSchema>;

/** Per client (PRODUCT.md section 11): evaluations an address may send in a window. */
export const INTERVIEW_LIMITS = { perClient: 10, windowMs: 15 * 60 * 1000 } as const;
