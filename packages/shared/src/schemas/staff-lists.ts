import { z } from 'zod';
import { RequestStatusChangeSchema } from './staff-desks.js';

/** A remittance request's reference, as the desk's routes take it. */
const Reference = z.string().regex(/^[A-Z0-9]{4,12}$/, { error: 'validation.invalid' });
/** At most one page of the desk's list: a bulk action acts on what staff selected on screen. */
const References = z
  .array(Reference)
  .min(1, { error: 'validation.required' })
  .max(200, { error: 'validation.tooMany' });

/** Bulk "assign to me" on the remittance requests desk: the signed-in officer takes them all. */
export const RequestBulkAssignSchema = z.object({ references: References });
export type RequestBulkAssign = z.infer<typeof RequestBulkAssignSchema>;

/**
 * Bulk status change: the same status (and rejection reason) for every selected request. Each
 * request is checked against the workflow on its own; one it may not take is refused, not fatal.
 */
// safeExtend keeps the rejection-needs-a-reason refinement of the single-request schema.
export const RequestBulkStatusSchema = RequestStatusChangeSchema.safeExtend({ references: References });
export type RequestBulkStatus = z.infer<typeof RequestBulkStatusSchema>;

/** What a bulk action did: the references changed and, per refused one, the error code why. */
export const BulkResultSchema = z.object({
  updated: z.array(z.string()),
  refused: z.array(z.object({ reference: z.string(), code: z.string() })),
});
export type BulkResult = z.infer<typeof BulkResultSchema>;
