import { z } from '../zod.js';
import { normalizeDigits } from '../rules/digits.js';
import { collapseSpaces, isPersonName } from '../rules/names.js';
import { NationalIdSchema } from '../rules/national-id.js';
import { toSaudiE164 } from '../rules/phone.js';
import { OtpCodeSchema } from './otp.js';
import {
  TICKET_CATEGORIES,
  TICKET_REPLY_MIN_LENGTH,
  TICKET_REQUEST_TYPES,
  TICKET_STATUSES,
  TRANSFER_REQUEST_TYPES,
} from '../rules/tickets.js';

// The constants live in a zod-free module (pages read them at load); re-exported for the server.
export {
  TICKET_AUTO_CLOSE_DAYS,
  TICKET_CATEGORIES,
  TICKET_REPLY_MIN_LENGTH,
  TICKET_REQUEST_TYPES,
  TICKET_STATUSES,
  TICKET_TARGET_DAYS,
  TICKET_WARNING_DAY,
  TRANSFER_REQUEST_TYPES,
  ticketFileProblem,
  type TicketCategory,
  type TicketRequestType,
  type TicketStatus,
} from '../rules/tickets.js';

const text = (max: number, min = 1, minError = 'validation.required') =>
  z
    .string({ error: 'validation.required' })
    .transform((value) => value.replaceAll('\u0000', '').trim())
    .pipe(
      z
        .string()
        .min(1, { error: 'validation.required', abort: true })
        .min(min, { error: minError, abort: true })
        .max(max, { error: 'validation.tooLong' }),
    );

/** Phone as in SPEC.md section 11 (9 or 10 digits): 5XXXXXXXX or 05XXXXXXXX; stored as E.164. */
const TicketPhoneSchema = z
  .string({ error: 'validation.required' })
  .transform((value) => normalizeDigits(value).trim())
  .pipe(
    z
      .string()
      .min(1, { error: 'validation.required', abort: true })
      .refine((value) => toSaudiE164(value) !== null && /^0?5/.test(value.replace(/[\s\-()]/g, '')), {
        error: 'tickets:validation.phone',
      })
      .transform((value) => toSaudiE164(value)!),
  );

const TransactionNumberSchema = z
  .string()
  .optional()
  .transform((value) => normalizeDigits(value ?? '').replace(/\s/g, ''))
  .pipe(z.string().regex(/^([0-9]{10}|[0-9]{14})?$/, { error: 'tickets:validation.transactionNumber' }));

/** The /support form (text fields; the files travel beside them in the same multipart body). */
export const TicketFormSchema = z
  .object({
    nationalId: NationalIdSchema,
    name: z
      .string({ error: 'validation.required' })
      .transform(collapseSpaces)
      .pipe(
        z
          .string()
          .min(1, { error: 'validation.required', abort: true })
          .max(120, { error: 'validation.tooLong' })
          .refine(isPersonName, { error: 'validation.personName' }),
      ),
    email: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required', abort: true })
      .max(254, { error: 'validation.tooLong' })
      .pipe(z.email({ error: 'validation.contactEmail' })),
    phone: TicketPhoneSchema,
    category: z.enum(TICKET_CATEGORIES, { error: 'validation.required' }),
    requestType: z.enum(TICKET_REQUEST_TYPES, { error: 'validation.required' }),
    transactionNumber: TransactionNumberSchema,
    description: text(2000),
  })
  .superRefine((form, ctx) => {
    if (TRANSFER_REQUEST_TYPES.includes(form.requestType) && !form.transactionNumber) {
      ctx.addIssue({ code: 'custom', path: ['transactionNumber'], message: 'validation.required' });
    }
  });
export type TicketFormInput = z.input<typeof TicketFormSchema>;
export type TicketForm = z.output<typeof TicketFormSchema>;

export const TicketSubmittedSchema = z.object({
  requestId: z.string(),
  createdAt: z.string(),
  targetAt: z.string(),
});
export type TicketSubmitted = z.infer<typeof TicketSubmittedSchema>;

/** Request id: letters and digits, at least 2 (SPEC.md section 11); ours are 10 upper-case. */
export const TicketIdSchema = z
  .string({ error: 'validation.required' })
  .transform((value) => normalizeDigits(value).trim().toUpperCase())
  .pipe(
    z
      .string()
      .min(1, { error: 'validation.required', abort: true })
      .regex(/^[A-Z0-9]{2,20}$/, { error: 'tickets:validation.requestId' }),
  );

/** Who is asking about a ticket: both must match (PRODUCT.md section 5). */
export const TicketLookupSchema = z.object({ requestId: TicketIdSchema, nationalId: NationalIdSchema });
export type TicketLookup = z.infer<typeof TicketLookupSchema>;

export const TicketReplyFormSchema = z.object({
  text: text(2000, TICKET_REPLY_MIN_LENGTH, 'tickets:validation.replyTooShort'),
});
export const TicketReplySchema = TicketLookupSchema.extend({
  text: TicketReplyFormSchema.shape.text,
  code: OtpCodeSchema,
});
export type TicketReply = z.infer<typeof TicketReplySchema>;

export const TicketConfirmSchema = TicketLookupSchema.extend({
  resolved: z.boolean({ error: 'validation.required' }),
});

export const TicketReviewFormSchema = z.object({
  rating: z.coerce
    .number({ error: 'tickets:validation.ratingRequired' })
    .int({ error: 'tickets:validation.ratingRequired' })
    .min(1, { error: 'tickets:validation.ratingRequired' })
    .max(5, { error: 'tickets:validation.ratingRequired' }),
  comment: z
    .string()
    .optional()
    .transform((value) => (value ?? '').replaceAll('\u0000', '').trim())
    .pipe(z.string().max(1000, { error: 'validation.tooLong' })),
});
export const TicketReviewSchema = TicketLookupSchema.extend({
  ...TicketReviewFormSchema.shape,
  code: OtpCodeSchema,
});
export type TicketReview = z.infer<typeof TicketReviewSchema>;

export const TicketFileViewSchema = z.object({ id: z.string(), name: z.string(), url: z.string() });

/**
 * One line of the thread the customer reads on /ticket, oldest first: what they wrote
 * (`customer`), a reply to them (`reply`), a note an officer asked them to answer (`note`; internal
 * notes never reach this list) and a status change (`status`). No staff names, no staff ids.
 */
export const CustomerThreadEntrySchema = z.object({
  kind: z.enum(['customer', 'reply', 'note', 'status']),
  at: z.string(),
  text: z.string().nullable(),
  fromStatus: z.enum(TICKET_STATUSES).nullable(),
  status: z.enum(TICKET_STATUSES).nullable(),
});
export type CustomerThreadEntry = z.infer<typeof CustomerThreadEntrySchema>;

/** What the customer sees on /ticket: never internal notes, never staff names. */
export const TicketViewSchema = z.object({
  result: z.enum(['open', 'solved', 'no_record', 'unknown']),
  ticket: z
    .object({
      requestId: z.string(),
      status: z.enum(TICKET_STATUSES),
      category: z.string(),
      requestType: z.string(),
      createdAt: z.string(),
      targetAt: z.string(),
      /** The 7-day target passed while the ticket was unresolved: show how to escalate to SAMA. */
      targetPassed: z.boolean(),
      solvedAt: z.string().nullable(),
      closedAt: z.string().nullable(),
      response: z.string().nullable(),
      responseFiles: z.array(TicketFileViewSchema),
      /** The note the employee asked the customer to answer, while it waits for the answer. */
      employeeNote: z.string().nullable(),
      review: z.object({ rating: z.number(), comment: z.string(), createdAt: z.string() }).nullable(),
      thread: z.array(CustomerThreadEntrySchema),
    })
    .nullable(),
});
export type TicketView = z.infer<typeof TicketViewSchema>;
