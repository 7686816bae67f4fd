import { z } from '../zod.js';
import { normalizeDigits } from '../rules/digits.js';
import { isValidNationalId } from '../rules/national-id.js';
import {
  FORM_FIELD_TYPES,
  FORM_SUBMISSION_STATUSES,
  FormFieldSchema,
  FormFieldsSchema,
  FormTransactionSchema,
  type FormSubmissionStatus,
} from './customer-forms.js';
import { requiredText } from './staff-fields.js';
import { StaffListQuerySchema } from './list-paging.js';

const LocalizedTitle = z.object({ ar: requiredText(200), en: requiredText(200), ur: requiredText(200) });

/** The forms desk's editor: a definition's titles, fields and whether customers may be given it. */
export const FormDefinitionEditSchema = z.object({
  title: LocalizedTitle,
  fields: FormFieldsSchema,
  active: z.boolean(),
});
export const FormDefinitionCreateSchema = FormDefinitionEditSchema.extend({
  id: z
    .string({ error: 'validation.required' })
    .trim()
    .regex(/^[a-z][a-z0-9-]{1,39}$/, { error: 'staff:validation.formId' }),
});
export type FormDefinitionEdit = z.infer<typeof FormDefinitionEditSchema>;

export const StaffFormDefinitionSchema = FormDefinitionCreateSchema.extend({
  fields: z.array(FormFieldSchema),
  assigned: z.number().int(),
  updatedAt: z.string(),
});
export type StaffFormDefinition = z.infer<typeof StaffFormDefinitionSchema>;

/** National IDs pasted in any layout (lines, commas, spaces, any digits): each must be a valid ID. */
export const PastedNationalIdsSchema = z
  .string({ error: 'validation.required' })
  .transform((text) =>
    normalizeDigits(text)
      .split(/[\s,;]+/)
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.string())
      .min(1, { error: 'validation.required' })
      .max(500, { error: 'validation.tooMany' })
      .refine((ids) => ids.every(isValidNationalId), { error: 'validation.nationalId' })
      .transform((ids) => [...new Set(ids)]),
  );

export const FormAssignSchema = z.object({
  formId: z.string().min(1).max(40),
  nationalIds: PastedNationalIdsSchema,
  /** The transfer the form is about (optional; shown to the customer as transaction details). */
  transferNumber: z
    .string()
    .transform((value) => normalizeDigits(value).trim())
    .pipe(
      z.union([z.literal(''), z.string().regex(/^[0-9]{10}$/, { error: 'validation.transferReference' })]),
    )
    .optional()
    .transform((value) => value || null),
});
export const FormAssignResultSchema = z.object({
  assigned: z.number().int(),
  clientFormIds: z.array(z.string()),
});

/** Review: under review, then approved or rejected (with the reason the customer will read). */
export const FORM_REVIEW_TRANSITIONS: Record<FormSubmissionStatus, readonly FormSubmissionStatus[]> = {
  submitted: ['under_review', 'approved', 'rejected'],
  under_review: ['approved', 'rejected'],
  approved: [],
  rejected: [],
};
export const FormReviewSchema = z
  .object({
    status: z.enum(['under_review', 'approved', 'rejected']),
    reason: z.string().trim().max(500, { error: 'validation.tooLong' }).optional(),
  })
  .refine((value) => value.status !== 'rejected' || (value.reason?.length ?? 0) > 0, {
    path: ['reason'],
    error: 'staff:validation.reasonRequired',
  });

/** The submissions list: a status, a form, a customer's ID or name; sorted and paged on the server. */
export const FormSubmissionListQuerySchema = StaffListQuerySchema.extend({
  status: z.enum(FORM_SUBMISSION_STATUSES).optional(),
  formId: z.string().max(40).optional(),
});
export type FormSubmissionListQuery = z.infer<typeof FormSubmissionListQuerySchema>;

export const StaffFormSubmissionSchema = z.object({
  clientFormId: z.string(),
  formId: z.string(),
  formTitle: LocalizedTitle,
  nationalId: z.string(),
  customerName: z.string(),
  status: z.enum(FORM_SUBMISSION_STATUSES),
  completedAt: z.string(),
  rejectionReason: z.string().nullable(),
  resultFileName: z.string().nullable(),
});
export type StaffFormSubmission = z.infer<typeof StaffFormSubmissionSchema>;

export const StaffFormSubmissionDetailSchema = StaffFormSubmissionSchema.extend({
  answers: z.array(
    z.object({
      fieldId: z.string(),
      type: z.enum(FORM_FIELD_TYPES),
      label: LocalizedTitle,
      value: z.union([z.string(), z.boolean()]).nullable(),
      /** A select answer's choice in the three languages (the value itself is its code). */
      optionLabel: LocalizedTitle.nullable(),
      fileId: z.string().nullable(),
    }),
  ),
  transaction: FormTransactionSchema.nullable(),
});
export type StaffFormSubmissionDetail = z.infer<typeof StaffFormSubmissionDetailSchema>;
