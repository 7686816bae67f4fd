import { z } from '../zod.js';
import { normalizeDigits } from '../rules/digits.js';

// The questions and faces live in a module without zod (ratings-options.ts); re-exported here so
// every import of this module keeps working.
export * from './ratings-options.js';

// A question left without a face arrives as null (an unchecked radio group), '' or not at all: it
// is asked for ("please choose an answer"), while anything else off the scale is refused. Every
// member of the union names the message too: the form's resolver shows the first member's issue.
const unanswered = (input: unknown) => input === undefined || input === null || input === '';
const scoreError = (issue: { input?: unknown }) =>
  unanswered(issue.input) ? 'validation.chooseAnswer' : 'validation.rating';

const score = z
  .union([z.number({ error: scoreError }), z.string({ error: scoreError })], { error: scoreError })
  .refine((value) => !unanswered(value), { error: 'validation.chooseAnswer', abort: true })
  .transform((value) => Number(normalizeDigits(String(value))))
  .pipe(
    z
      .number({ error: 'validation.rating' })
      .int({ error: 'validation.rating' })
      .min(1, { error: 'validation.rating' })
      .max(5, { error: 'validation.rating' }),
  );

/** A branch id from a form or a `?branch=` link, in any digit script. */
export const RatingBranchIdSchema = z
  .union([z.number(), z.string()], { error: 'validation.branchId' })
  .transform((value) => normalizeDigits(String(value)).trim())
  .pipe(
    z
      .string()
      .regex(/^[1-9][0-9]{0,5}$/, { error: 'validation.branchId' })
      .transform(Number),
  );

export const BranchRatingSchema = z.object({
  branchId: RatingBranchIdSchema,
  professionalism: score,
  expectations: score,
  cleanliness: score,
  comment: z.string().trim().max(1000, { error: 'validation.tooLong' }).optional().default(''),
});
export type BranchRatingInput = z.input<typeof BranchRatingSchema>;
export type BranchRating = z.infer<typeof BranchRatingSchema>;

export const BranchRatingResponseSchema = z.object({ id: z.string(), receivedAt: z.string() });

/** Per client: a branch's shared Wi-Fi is one address for many customers (ADR 1250). */
export const RATING_LIMITS = { windowMs: 60 * 60 * 1000, perClient: 20 } as const;

/** The desk's filter: one branch or all, a range of months (YYYY-MM, Riyadh time). */
export const RatingSummaryQuerySchema = z.object({
  branchId: RatingBranchIdSchema.optional(),
  from: z
    .string()
    .regex(/^[0-9]{4}-(0[1-9]|1[0-2])$/, { error: 'validation.invalid' })
    .optional(),
  to: z
    .string()
    .regex(/^[0-9]{4}-(0[1-9]|1[0-2])$/, { error: 'validation.invalid' })
    .optional(),
});
export type RatingSummaryQuery = z.infer<typeof RatingSummaryQuerySchema>;

/** One month of one branch: how many ratings and each question's average (2 decimals). */
export const RatingMonthSchema = z.object({
  month: z.string(),
  branchId: z.number().int(),
  count: z.number().int(),
  professionalism: z.number(),
  expectations: z.number(),
  cleanliness: z.number(),
});
export type RatingMonth = z.infer<typeof RatingMonthSchema>;

export const RatingCommentSchema = z.object({
  id: z.string(),
  branchId: z.number().int(),
  comment: z.string(),
  professionalism: z.number().int(),
  expectations: z.number().int(),
  cleanliness: z.number().int(),
  createdAt: z.string(),
});

export const RatingSummarySchema = z.object({
  months: z.array(RatingMonthSchema),
  /** The latest comments in the filter, newest first (at most 50). */
  comments: z.array(RatingCommentSchema),
});
export type RatingSummary = z.infer<typeof RatingSummarySchema>;
