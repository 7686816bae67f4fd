import { z } from '../zod.js';
import { LANGUAGES } from '../i18n/languages.js';
import { MobileSchema } from '../rules/phone.js';
import { isPersonName } from '../rules/names.js';

/**
 * The call request (SPEC.md sections 3 and 5, PRODUCT.md section 9): every field required, the
 * mobile exactly 05XXXXXXXX in any digit script (stored as E.164).
 */
export const CallRequestSchema = z.object({
  name: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(80, { error: 'validation.tooLong' })
    .refine(isPersonName, { error: 'validation.contactName' }),
  phone: MobileSchema,
  language: z.enum(LANGUAGES, { error: 'validation.required' }),
  description: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(1000, { error: 'validation.tooLong' }),
});
export type CallRequestInput = z.input<typeof CallRequestSchema>;
export type CallRequest = z.infer<typeof CallRequestSchema>;

export const CallRequestResponseSchema = z.object({ id: z.string(), receivedAt: z.string() });
export type CallRequestResponse = z.infer<typeof CallRequestResponseSchema>;

/** PRODUCT.md section 9 and 11: one per phone per hour; a client (address) gets a few, see ADR 1250. */
export const CALL_REQUEST_LIMITS = {
  windowMs: 60 * 60 * 1000,
  perPhone: 1,
  perClient: 3,
} as const;

/** The support desk's queue states: `new` until someone calls. */
export const CALL_STATUSES = ['new', 'called_back', 'no_answer', 'done'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

export const CallRequestViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** E.164, as stored. */
  phone: z.string(),
  language: z.enum(LANGUAGES),
  description: z.string(),
  status: z.enum(CALL_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
  /** Who is to call back (a staff account), and their name; null until someone takes it. */
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
});
export type CallRequestView = z.infer<typeof CallRequestViewSchema>;

export const CallStatusUpdateSchema = z.object({
  status: z.enum(CALL_STATUSES, { error: 'validation.invalid' }),
});
