// A customer form's constants and checks that need no schema, without zod: the forms pages read them
// at load, and a module that builds schemas would bring zod with them (the schema modules re-export).
import { UPLOAD_RULES } from '../uploads.js';
import type { FormField } from '../schemas/customer-forms.js';

/** PRODUCT.md section 8: a form is data; these are the kinds of field a definition may hold. */
export const FORM_FIELD_TYPES = ['text', 'number', 'date', 'select', 'checkbox', 'file'] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** Files a form field may accept, judged by content on the server (PRODUCT.md section 10). */
export const FORM_FILE_KINDS = ['pdf', 'png', 'jpg'] as const;
export type FormFileKind = (typeof FORM_FILE_KINDS)[number];
/** At most this many file fields in one form (UPLOAD_RULES.forms; the parser's limit follows it). */
export const FORM_MAX_FILES = UPLOAD_RULES.forms.maxFiles;

/**
 * The message (namespace `common`) for a file of a type a field does not take, naming the kinds it
 * does take: browser and server say the same, so "required" or a generic list never stands in for it.
 */
export function formFileTypeMessage(kinds: readonly FormFileKind[]): string {
  const taken = FORM_FILE_KINDS.filter((kind) => kinds.includes(kind));
  return taken.length === FORM_FILE_KINDS.length || taken.length === 0
    ? 'validation.fileType'
    : `validation.fileTypeOnly.${taken.join('_')}`;
}

export const FORM_SUBMISSION_STATUSES = ['submitted', 'under_review', 'approved', 'rejected'] as const;
export type FormSubmissionStatus = (typeof FORM_SUBMISSION_STATUSES)[number];

/** Field errors for required file fields without a file. */
export function missingFiles(
  fields: readonly FormField[],
  present: ReadonlySet<string>,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const field of fields)
    if (field.type === 'file' && field.required && !present.has(field.id))
      errors[field.id] = ['validation.required'];
  return errors;
}
