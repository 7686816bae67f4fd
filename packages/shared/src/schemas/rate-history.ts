import { z } from '../zod.js';
import { normalizeDigits } from '../rules/digits.js';
import { RATE_HISTORY_RANGES } from '../rules/rate-history.js';

/**
 * Query of GET /api/rates/history (and of the /rates/history page's address): a branch, a
 * currency and a range. Not personal data, so a GET address is fine; digits may be Arabic-Indic.
 */
export const RateHistoryQuerySchema = z.object({
  branch: z
    .string({ error: 'validation.required' })
    .transform((value) => normalizeDigits(value).trim())
    .pipe(
      z
        .string()
        .regex(/^[0-9]{1,6}$/, { error: 'validation.branchId' })
        .transform(Number),
    ),
  currency: z
    .string({ error: 'validation.required' })
    .transform((value) => value.trim().toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{3}$/, { error: 'validation.invalid' })),
  range: z.enum(RATE_HISTORY_RANGES, { error: 'validation.invalid' }).default('30d'),
});
export type RateHistoryQuery = z.infer<typeof RateHistoryQuerySchema>;

/** One point: the rate in force from `at` (ISO time), buy and sell as decimal text. */
export const RateHistoryPointSchema = z.object({
  at: z.string(),
  buy: z.string(),
  sell: z.string(),
});
export type RateHistoryPoint = z.infer<typeof RateHistoryPointSchema>;

export const RateHistoryResponseSchema = z.object({
  branch: z.number(),
  currency: z.string(),
  range: z.enum(RATE_HISTORY_RANGES),
  /** Oldest first; the first is the rate in force when the range began. */
  points: z.array(RateHistoryPointSchema),
  /** When the rate last changed (null: no rate for this branch and currency). */
  updatedAt: z.string().nullable(),
});
export type RateHistoryResponse = z.infer<typeof RateHistoryResponseSchema>;
