import {
  FORM_FILE_KINDS,
  formFileTypeMessage,
  UPLOAD_MESSAGES,
  UPLOAD_MIME,
  UPLOAD_RULES,
  uploadProblem,
  type FormField,
  type FormFileKind,
} from '@waha/shared';

/** The MIME type of each file kind a form definition may ask for. */
export const FILE_TYPES: Record<FormFileKind, string> = UPLOAD_MIME;

/** The kinds a file field takes: its own list, or every kind. */
export const fileKindsOf = (field: FormField): readonly FormFileKind[] => field.fileKinds ?? FORM_FILE_KINDS;

const MESSAGES = {
  empty: UPLOAD_MESSAGES.empty,
  size: 'validation.fileTooBig',
} as const;

/**
 * The browser's first check of a picked file (empty, type, size from UPLOAD_RULES.forms): it only
 * spares a wasted upload, the server judges the bytes again and has the last word.
 */
export function formFileProblem(kinds: readonly FormFileKind[], file: File): string | null {
  const problem = uploadProblem(
    UPLOAD_RULES.forms,
    file,
    kinds.map((kind) => FILE_TYPES[kind]),
  );
  if (!problem) return null;
  // The kinds this field takes, named as the server names them (a .txt for an image field).
  return problem === 'type' ? formFileTypeMessage(kinds) : MESSAGES[problem];
}
