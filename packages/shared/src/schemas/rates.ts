import { z } from '../zod.js';
import { normalizeDigits } from '../rules/digits.js';

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
