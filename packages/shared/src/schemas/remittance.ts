import { z } from '../zod.js';
import { riyadhDate } from '../format/date-time.js';
import { normalizeDigits } from '../rules/digits.js';
import { isValidSaudiIban, normalizeIban } from '../rules/iban.js';
import { collapseSpaces, hasNameParts, isPersonName, isPlainText } from '../rules/names.js';
import { NationalIdSchema } from '../rules/national-id.js';
import { stripPhoneSeparators } from '../rules/phone.js';
import { OtpCodeSchema } from './otp.js';
import {
  MAX_STATEMENT_BENEFICIARIES,
  MOVEMENT_TYPES,
  REFUND_METHODS,
  TRANSFER_STATUSES,
} from '../rules/remittance.js';

// The option lists live in a zod-free module (pages read them at load); re-exported for the server.
export {
  MAX_STATEMENT_BENEFICIARIES,
  MOVEMENT_TYPES,
  REFUND_METHODS,
  REMITTANCE_SERVICES,
  TRANSFER_STATUSES,
  type MovementType,
  type RefundMethod,
  type RemittanceService,
  type TransferStatus,
} from '../rules/remittance.js';

/** A transfer (remit) number has 10 digits, a transaction number 14 (PRODUCT.md section 3). */
export const TransferReferenceSchema = z
  .string({ error: 'validation.required' })
  .transform((value) => normalizeDigits(value).replace(/\s/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: 'validation.required', abort: true })
      .regex(/^([0-9]{10}|[0-9]{14})$/, { error: 'validation.transferReference' }),
  );

const requiredText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .transform(collapseSpaces)
    .pipe(
      z
        .string()
        .min(1, { error: 'validation.required', abort: true })
        .max(max, { error: 'validation.tooLong' }),
    );

/** A person's name with at least `parts` parts, letters only. */
export const personName = (parts: number) =>
  requiredText(120)
    .refine(isPersonName, { error: 'validation.personName' })
    .refine((value) => hasNameParts(value, parts), {
      error: parts >= 4 ? 'validation.nameFourParts' : 'validation.nameTwoParts',
    });

const declaration = z.literal(true, { error: 'validation.declaration' });

const isoDate = z
  .string({ error: 'validation.required' })
  .transform((value) => normalizeDigits(value).trim())
  .pipe(
    z
      .string()
      .min(1, { error: 'validation.required', abort: true })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' })
      .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: 'validation.date' }),
  );

/** Today's date in Saudi Arabia (UTC+3, no daylight saving), where the customer's calendar is. */
const today = () => riyadhDate();

const ReferenceFields = { reference: TransferReferenceSchema, nationalId: NationalIdSchema };

export const InquiryFormSchema = z.object(ReferenceFields);

export const ChangeNameFormSchema = z.object({
  ...ReferenceFields,
  currentBeneficiaryName: personName(2),
  newBeneficiaryName: personName(4),
  beneficiaryNationality: requiredText(60),
  beneficiaryMobile: z
    .string({ error: 'validation.required' })
    .transform(stripPhoneSeparators)
    .pipe(
      z
        .string()
        .min(1, { error: 'validation.required', abort: true })
        .regex(/^\+?[0-9]{7,15}$/, { error: 'validation.internationalPhone' }),
    ),
  beneficiaryBirthDate: isoDate.refine((value) => value < today(), { error: 'validation.pastDate' }),
  beneficiaryBirthPlace: requiredText(80),
  declaration,
});

const CancelBaseSchema = z.object({
  ...ReferenceFields,
  reason: requiredText(300).refine(isPlainText, { error: 'validation.noSymbols' }),
  refundMethod: z.enum(REFUND_METHODS, { error: 'validation.required' }),
  declaration,
});

/** The refund account, required (and checked) only for a refund by bank transfer. */
const CancelRefundSchema = z
  .object({
    // Checked (and reported) by the other half; here it only decides whether the account is needed.
    refundMethod: z.unknown(),
    accountHolderName: z.string().transform(collapseSpaces).default(''),
    iban: z.string().transform(normalizeIban).default(''),
    ibanConfirm: z.string().transform(normalizeIban).default(''),
    bankName: z.string().transform(collapseSpaces).default(''),
  })
  .superRefine((form, ctx) => {
    if (form.refundMethod !== 'bank_transfer') return;
    const need = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!form.accountHolderName) need('accountHolderName', 'validation.required');
    else if (!isPersonName(form.accountHolderName) || !hasNameParts(form.accountHolderName, 2))
      need('accountHolderName', 'validation.nameTwoParts');
    if (!form.iban) need('iban', 'validation.required');
    else if (!isValidSaudiIban(form.iban)) need('iban', 'validation.iban');
    if (!form.ibanConfirm) need('ibanConfirm', 'validation.required');
    else if (form.iban !== form.ibanConfirm) need('ibanConfirm', 'validation.ibanMismatch');
    if (!form.bankName) need('bankName', 'validation.required');
    else if (!isPlainText(form.bankName)) need('bankName', 'validation.noSymbols');
  });

/**
 * Two halves parsed side by side (an intersection reports both halves' issues): an object-level
 * check alone is skipped while any field fails, so a customer would fix the transfer number, press
 * send, and only then learn the IBAN was missing too. This way every error shows in one round.
 */
export const CancelFormSchema = z.intersection(CancelBaseSchema, CancelRefundSchema);

export const StatementFormSchema = z
  .object({
    ...ReferenceFields,
    periodFrom: isoDate,
    periodTo: isoDate,
    movementTypes: z.array(z.enum(MOVEMENT_TYPES)).min(1, { error: 'validation.movementTypes' }),
    beneficiaries: z
      .array(z.object({ name: personName(2) }))
      .min(1, { error: 'validation.beneficiaries' })
      .max(MAX_STATEMENT_BENEFICIARIES, { error: 'validation.tooMany' }),
    declaration,
  })
  .superRefine((form, ctx) => {
    if (form.periodTo > today())
      ctx.addIssue({ code: 'custom', path: ['periodTo'], message: 'validation.futureDate' });
    if (form.periodFrom > form.periodTo)
      ctx.addIssue({ code: 'custom', path: ['periodTo'], message: 'validation.periodOrder' });
  });

export type InquiryForm = z.infer<typeof InquiryFormSchema>;
export type ChangeNameForm = z.infer<typeof ChangeNameFormSchema>;
export type CancelForm = z.infer<typeof CancelFormSchema>;
export type StatementForm = z.infer<typeof StatementFormSchema>;

export const REMITTANCE_FORM_SCHEMAS = {
  inquiry: InquiryFormSchema,
  'change-name': ChangeNameFormSchema,
  cancel: CancelFormSchema,
  statement: StatementFormSchema,
} as const;

/** The second step: the same form again with the code from the SMS. */
export const remittanceConfirmSchema = <S extends z.ZodType>(form: S) =>
  z.object({ form, code: OtpCodeSchema });

export const TransferStatusViewSchema = z.object({
  transferNumber: z.string(),
  status: z.enum(TRANSFER_STATUSES),
  beneficiaryName: z.string(),
  country: z.string(),
  amount: z.string(),
  currency: z.string(),
  sentAt: z.string(),
  readyAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  onHoldAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type TransferStatusView = z.infer<typeof TransferStatusViewSchema>;

export const RemittanceConfirmedSchema = z.object({
  reference: z.string(),
  createdAt: z.string(),
  transfer: TransferStatusViewSchema.optional(),
  /** Statement only: a short-lived link to the PDF of the chosen period and types. */
  statementUrl: z.string().optional(),
});
export type RemittanceConfirmed = z.infer<typeof RemittanceConfirmedSchema>;
