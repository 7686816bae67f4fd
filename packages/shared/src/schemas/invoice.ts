import { z } from '../zod.js';
import { normalizeDigits } from '../rules/digits.js';
import { NationalIdSchema } from '../rules/national-id.js';

/** VAT applies to the fee only (SPEC.md section 9), at the standard Saudi rate. */
export const VAT_RATE = '0.15';

export const TransactionNumberSchema = z
  .string({ error: 'validation.required' })
  .transform((value) => normalizeDigits(value).replace(/\s/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: 'validation.required', abort: true })
      .regex(/^[0-9]{14}$/, { error: 'validation.transactionNumber' }),
  );

export const InvoiceRequestSchema = z.object({
  nationalId: NationalIdSchema,
  transactionNumber: TransactionNumberSchema,
});
export type InvoiceRequest = z.infer<typeof InvoiceRequestSchema>;
