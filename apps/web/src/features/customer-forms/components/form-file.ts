import { FORM_FILE_KINDS, FORM_FILE_MAX_BYTES, type FormField, type FormFileKind } from '@waha/shared';

/** The MIME type of each file kind a form definition may ask for. */
export const FILE_TYPES: Record<FormFileKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
};

/** The kinds a file field takes: its own list, or every kind. */
export const fileKindsOf = (field: FormField): readonly FormFileKind[] => field.fileKinds ?? FORM_FILE_KINDS;

/**
 * The browser's first check of a picked file (type, size): it only spares a wasted upload, the
 * server judges the bytes again and has the last word.
 */
export function formFileProblem(kinds: readonly FormFileKind[], file: File): string | null {
  if (!kinds.some((kind) => FILE_TYPES[kind] === file.type)) return 'validation.fileType';
  return file.size > FORM_FILE_MAX_BYTES ? 'validation.fileTooBig' : null;
}
