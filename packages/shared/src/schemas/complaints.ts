import { z } from '../zod.js';
import { LANGUAGES } from '../i18n/languages.js';
import { BRANCH_IDS } from '../limits.js';
import { normalizeDigits } from '../rules/digits.js';
import { toSaudiE164 } from '../rules/phone.js';
import { TicketFormSchema, TRANSFER_REQUEST_TYPES } from './tickets.js';

/**
 * SAMA's complaint report (issue 23, deliverable 5; ADR 2303). Where a complaint came in: the
 * site's /support form (`site`, also every ticket older than the channel), the app, or registered
 * by staff for a complaint received by phone, at a branch or through SAMACares.
 */
export const TICKET_CHANNELS = ['site', 'app', 'phone', 'branch', 'samacares'] as const;
export type TicketChannel = (typeof TICKET_CHANNELS)[number];
/** The channels staff register a complaint for (the site and the app file their own). */
export const STAFF_CHANNELS = ['phone', 'branch', 'samacares'] as const;

/** What the customer was given when staff solved or resolved the ticket (Art. 30: "remedies"). */
export const TICKET_REMEDIES = ['refund', 'correction', 'apology', 'explanation', 'none'] as const;
export type TicketRemedy = (typeof TICKET_REMEDIES)[number];
export const RemedySchema = z.enum(TICKET_REMEDIES, { error: 'validation.required' });

/** SAMACares case numbers: letters, digits and dashes; Arabic-Indic and Urdu digits accepted. */
export const SamacaresReferenceSchema = z
  .string()
  .optional()
  .transform((value) =>
    normalizeDigits(value ?? '')
      .trim()
      .toUpperCase(),
  )
  .pipe(z.string().regex(/^([A-Z0-9-]{4,30})?$/, { error: 'complaints:validation.samacaresReference' }));

const f = TicketFormSchema.shape;

/** The branch a complaint was made at: one of ours, as the select's text or as a number. */
const BranchSchema = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value) =>
    value === '' || value === null || value === undefined ? null : Number(normalizeDigits(String(value))),
  )
  .pipe(
    z
      .number()
      .nullable()
      .refine((id) => id === null || (BRANCH_IDS as readonly number[]).includes(id), {
        error: 'validation.invalid',
      }),
  );

/**
 * The customer's mobile as the /support form takes it (05XXXXXXXX or 5XXXXXXXX, any digits), and
 * also already in E.164: the staff form sends the schema's output, which must pass again on the
 * server. Stored as E.164.
 */
const RegisterPhoneSchema = z
  .string({ error: 'validation.required' })
  .transform((value) => normalizeDigits(value).trim())
  .pipe(
    z
      .string()
      .min(1, { error: 'validation.required', abort: true })
      .refine((value) => toSaudiE164(value) !== null, { error: 'tickets:validation.phone' })
      .transform((value) => toSaudiE164(value)!),
  );

/**
 * A complaint staff register for the customer (received by phone, at a branch or through
 * SAMACares): the /support form's fields, the customer's language and the channel. The e-mail is
 * optional (a caller may have none); SAMACares complaints carry SAMA's reference, complaints made
 * at a branch the branch.
 */
export const ComplaintRegisterSchema = z
  .object({
    nationalId: f.nationalId,
    name: f.name,
    phone: RegisterPhoneSchema,
    email: z
      .string()
      .optional()
      .transform((value) => (value ?? '').trim())
      .pipe(z.union([z.literal(''), z.email({ error: 'validation.contactEmail' }).max(254)])),
    category: f.category,
    requestType: f.requestType,
    transactionNumber: f.transactionNumber,
    description: f.description,
    language: z.enum(LANGUAGES, { error: 'validation.required' }),
    channel: z.enum(STAFF_CHANNELS, { error: 'validation.required' }),
    samacaresReference: SamacaresReferenceSchema,
    branchId: BranchSchema,
  })
  .superRefine((form, ctx) => {
    if (TRANSFER_REQUEST_TYPES.includes(form.requestType) && !form.transactionNumber)
      ctx.addIssue({ code: 'custom', path: ['transactionNumber'], message: 'validation.required' });
    if (form.channel === 'samacares' && !form.samacaresReference)
      ctx.addIssue({ code: 'custom', path: ['samacaresReference'], message: 'validation.required' });
    if (form.channel === 'branch' && form.branchId === null)
      ctx.addIssue({ code: 'custom', path: ['branchId'], message: 'validation.required' });
  });
export type ComplaintRegisterInput = z.input<typeof ComplaintRegisterSchema>;
export type ComplaintRegister = z.output<typeof ComplaintRegisterSchema>;

export const ComplaintRegisteredSchema = z.object({ id: z.string(), targetAt: z.string() });
