import { z } from '../zod.js';
import { normalizeDigits } from '../rules/digits.js';
import {
  FORM_FIELD_TYPES,
  FORM_FILE_KINDS,
  FORM_MAX_FILES,
  FORM_SUBMISSION_STATUSES,
} from '../rules/customer-forms.js';

// The constants live in a zod-free module (pages read them at load); re-exported for the server.
export {
  FORM_FIELD_TYPES,
  FORM_FILE_KINDS,
  FORM_MAX_FILES,
  FORM_SUBMISSION_STATUSES,
  formFileTypeMessage,
  type FormFieldType,
  type FormFileKind,
  type FormSubmissionStatus,
} from '../rules/customer-forms.js';

// The messages are for the forms desk's editor (customers never send definitions).
const label = () =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(200, { error: 'validation.tooLong' });
const LocalizedLabelSchema = z.object({ ar: label(), en: label(), ur: label() });
/**
 * A number setting of a field, typed in any digits; empty means "not set". A codec, not a
 * preprocess: definitions are also API answers, and the server encodes answers (a number encodes
 * to itself), which a one-way transform cannot do.
 */
const setting = (schema: z.ZodNumber) =>
  z.codec(
    z.union([z.string(), z.number()], { error: 'validation.invalidFormat' }).optional(),
    schema.optional(),
    {
      decode: (value) =>
        typeof value === 'string'
          ? value.trim() === ''
            ? undefined
            : Number(normalizeDigits(value).trim())
          : value,
      encode: (value) => value,
    },
  );
export type LocalizedLabel = z.infer<typeof LocalizedLabelSchema>;

export const FormFieldSchema = z.object({
  id: z
    .string({ error: 'validation.required' })
    .regex(/^[a-z][a-zA-Z0-9]{0,39}$/, { error: 'staff:validation.fieldId' }),
  type: z.enum(FORM_FIELD_TYPES),
  label: LocalizedLabelSchema,
  required: z.boolean(),
  /** text: the longest answer accepted. */
  maxLength: setting(
    z
      .number({ error: 'validation.invalidFormat' })
      .int({ error: 'validation.invalidFormat' })
      .min(1, { error: 'validation.numberRange' })
      .max(2000, { error: 'validation.numberRange' }),
  ),
  /** number: the range accepted. */
  min: setting(z.number({ error: 'validation.invalidFormat' })),
  max: setting(z.number({ error: 'validation.invalidFormat' })),
  /** select: the choices. */
  options: z
    .array(
      z.object({
        value: z
          .string({ error: 'validation.required' })
          .regex(/^[a-z0-9_-]{1,40}$/, { error: 'staff:validation.optionValue' }),
        label: LocalizedLabelSchema,
      }),
    )
    .max(50, { error: 'validation.tooMany' })
    .optional(),
  /** file: the kinds accepted (all three when absent). */
  fileKinds: z.array(z.enum(FORM_FILE_KINDS)).min(1).optional(),
});
export type FormField = z.infer<typeof FormFieldSchema>;

export const FormFieldsSchema = z
  .array(FormFieldSchema)
  .min(1, { error: 'staff:validation.noFields' })
  .max(40, { error: 'validation.tooMany' })
  .superRefine((fields, ctx) => {
    const ids = new Set<string>();
    for (const [index, field] of fields.entries()) {
      if (ids.has(field.id))
        ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'staff:validation.duplicateFieldId' });
      ids.add(field.id);
      if (field.type === 'select' && !field.options?.length)
        ctx.addIssue({
          code: 'custom',
          path: [index, 'options'],
          message: 'staff:validation.optionsRequired',
        });
      if (
        field.type === 'number' &&
        field.min !== undefined &&
        field.max !== undefined &&
        field.min > field.max
      )
        ctx.addIssue({ code: 'custom', path: [index, 'max'], message: 'validation.numberRange' });
    }
    if (fields.filter((field) => field.type === 'file').length > FORM_MAX_FILES)
      ctx.addIssue({ code: 'custom', path: [], message: 'staff:validation.tooManyFileFields' });
  });

/** One assigned form in the list (GET /api/forms). */
export const AssignedFormSchema = z.object({
  formId: z.string(),
  clientFormId: z.string(),
  title: LocalizedLabelSchema,
  assignedAt: z.string(),
});
export const AssignedFormsSchema = z.object({ forms: z.array(AssignedFormSchema) });
export type AssignedForm = z.infer<typeof AssignedFormSchema>;

/** The transfer a form is about, when it is about one ("transaction details"). */
export const FormTransactionSchema = z.object({
  transferNumber: z.string(),
  transactionNumber: z.string(),
  beneficiaryName: z.string(),
  country: z.string(),
  amountSar: z.string(),
  payoutAmount: z.string(),
  payoutCurrency: z.string(),
  sentAt: z.string(),
});
export type FormTransaction = z.infer<typeof FormTransactionSchema>;

/** A form to fill (GET /api/forms/:formId/:clientFormId). */
export const FormToFillSchema = AssignedFormSchema.extend({
  fields: z.array(FormFieldSchema),
  transaction: FormTransactionSchema.nullable(),
});
export type FormToFill = z.infer<typeof FormToFillSchema>;

export const FormSubmittedSchema = z.object({ clientFormId: z.string(), completedAt: z.string() });

/** One completed form in the history (SPEC.md section 3: name, completedAt, status, reason, file). */
export const FormHistoryItemSchema = z.object({
  formId: z.string(),
  clientFormId: z.string(),
  formName: LocalizedLabelSchema,
  completedAt: z.string(),
  status: z.enum(FORM_SUBMISSION_STATUSES),
  rejectionReason: z.string().nullable(),
  /** The result file's name when staff attached one. */
  file: z.string().nullable(),
});
export const FormHistorySchema = z.object({ items: z.array(FormHistoryItemSchema) });
export type FormHistoryItem = z.infer<typeof FormHistoryItemSchema>;

/** The detail: the item and what the customer answered, label by label. */
export const FormHistoryDetailSchema = FormHistoryItemSchema.extend({
  answers: z.array(
    z.object({
      fieldId: z.string(),
      type: z.enum(FORM_FIELD_TYPES),
      label: LocalizedLabelSchema,
      /** The answer as shown (a choice's label key is resolved by the page); a file's name. */
      value: z.union([z.string(), z.boolean()]).nullable(),
      optionLabel: LocalizedLabelSchema.nullable(),
    }),
  ),
  transaction: FormTransactionSchema.nullable(),
});
export type FormHistoryDetail = z.infer<typeof FormHistoryDetailSchema>;
