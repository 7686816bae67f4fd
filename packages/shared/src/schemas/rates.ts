import { z } from '../zod.js';
import { normalizeDigits } from '../rules/digits.js';
import { BRANCH_IDS } from '../limits.js';

/**
 * Query of GET /api/exchangeRates. The spec's parameter name is kept (Branch_ID). Digits typed
 * in Arabic-Indic form are accepted; anything else that is not a whole number is refused.
 */
export const ExchangeRatesQuerySchema = z.object({
  Branch_ID: z
    .string({ error: 'validation.required' })
    .transform((value) => normalizeDigits(value).trim())
    .pipe(
      z
        .string()
        .regex(/^[0-9]{1,6}$/, { error: 'validation.branchId' })
        .transform(Number),
    ),
});
export type ExchangeRatesQuery = z.infer<typeof ExchangeRatesQuerySchema>;

/** One rate row exactly as SPEC.md section 3 names its fields. */
export const ExchangeRateRowSchema = z.object({
  CURRENCY: z.string().length(3),
  CURR_NAME: z.string(),
  CURR_ANAME: z.string(),
  RATEPURCHES: z.number().nonnegative(),
  RATESALE: z.number().nonnegative(),
  /** '*' multiplies; anything else divides (SPEC.md section 5). */
  POPR: z.string(),
});
export type ExchangeRateRow = z.infer<typeof ExchangeRateRowSchema>;

export const ExchangeRatesResponseSchema = z.array(ExchangeRateRowSchema);

/**
 * The /rates page's address: `?branch=` names the board's branch (digits may be Arabic-Indic). The
 * server render and the page read it with this one schema, so both show the same branch; an id
 * that is not one of the branches is refused (the page then falls back as if none were given).
 */
export const RatesBoardQuerySchema = z.object({
  branch: z
    .string()
    .transform((value) => normalizeDigits(value).trim())
    .pipe(
      z
        .string()
        .regex(/^[0-9]{1,6}$/)
        .transform(Number)
        .refine((id) => (BRANCH_IDS as readonly number[]).includes(id)),
    ),
});

/** The branch a /rates address names, or null when it names none (or no branch that exists). */
export function boardBranchOf(search: { get(name: string): string | null }): number | null {
  const parsed = RatesBoardQuerySchema.safeParse({ branch: search.get('branch') ?? undefined });
  return parsed.success ? parsed.data.branch : null;
}
