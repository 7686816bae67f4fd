/**
 * Every upload route's limits in one table (PRODUCT.md section 10, SPEC.md sections 5, 9, 11):
 * the server's multipart parser and file checks and the web app's file inputs (accept attribute,
 * size check before sending) both read it, so the two can never disagree.
 *
 * `maxBytes` is the largest accepted size, inclusive; a file of 0 bytes is always refused.
 * `types` are MIME types, judged on the server from the bytes (never the name or declared type).
 */
const MB = 1024 * 1024;

export const UPLOAD_MIME = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
} as const;
export type UploadMime = (typeof UPLOAD_MIME)[keyof typeof UPLOAD_MIME];

const DOCUMENTS = [UPLOAD_MIME.jpg, UPLOAD_MIME.png, UPLOAD_MIME.pdf] as const;

export interface UploadRule {
  /** The largest accepted file, in bytes (inclusive). */
  readonly maxBytes: number;
  /** How many files one request may carry. */
  readonly maxFiles: number;
  /** The accepted types; a route may narrow them per field (careers kinds, form fields). */
  readonly types: readonly UploadMime[];
}

export const UPLOAD_RULES = {
  /** A customer's ticket: up to 3 files, each UNDER 1.5 MB. */
  tickets: { maxBytes: 1.5 * MB - 1, maxFiles: 3, types: DOCUMENTS },
  /** The support desk's response file, one per request, same rule as the customer's. */
  ticketResponses: { maxBytes: 1.5 * MB - 1, maxFiles: 1, types: DOCUMENTS },
  /** A job application: six attachments and the drawn signature, each at most 2 MB. */
  careers: { maxBytes: 2 * MB, maxFiles: 7, types: DOCUMENTS },
  /** A customer form: at most 5 file fields, each at most 2 MB. */
  forms: { maxBytes: 2 * MB, maxFiles: 5, types: DOCUMENTS },
  /** The forms desk's result file for the customer. */
  formResults: { maxBytes: 2 * MB, maxFiles: 1, types: DOCUMENTS },
  /** The interviewer's drawn signature (a PNG data URL in the evaluation's JSON). */
  signature: { maxBytes: 100 * 1024, maxFiles: 1, types: [UPLOAD_MIME.png] },
  /** The content desk's images, re-encoded to WebP at the site's widths. */
  contentImages: {
    maxBytes: 2 * MB,
    maxFiles: 1,
    types: [UPLOAD_MIME.jpg, UPLOAD_MIME.png, UPLOAD_MIME.webp],
  },
} as const satisfies Record<string, UploadRule>;
export type UploadRoute = keyof typeof UPLOAD_RULES;

/** The message keys (namespace `common`) every route uses for an empty or an unsafe file. */
export const UPLOAD_MESSAGES = {
  empty: 'validation.fileEmpty',
  /** A PDF that carries scripts, actions that start programs, embedded files, or web-page markup. */
  unsafe: 'validation.fileUnsafe',
} as const;

export type UploadProblem = 'empty' | 'size' | 'type';

/**
 * The browser's first check of a picked file by its declared type and size; it only spares a
 * wasted upload, the server judges the bytes again and has the last word.
 */
export function uploadProblem(
  rule: UploadRule,
  file: { size: number; type: string },
  types: readonly string[] = rule.types,
): UploadProblem | null {
  if (file.size === 0) return 'empty';
  if (!types.includes(file.type)) return 'type';
  return file.size > rule.maxBytes ? 'size' : null;
}

/** The `accept` attribute of a file input: the MIME types and their usual extensions. */
export function acceptOf(types: readonly string[]): string {
  const extensions: Record<string, string> = {
    [UPLOAD_MIME.jpg]: '.jpg,.jpeg',
    [UPLOAD_MIME.png]: '.png',
    [UPLOAD_MIME.webp]: '.webp',
    [UPLOAD_MIME.pdf]: '.pdf',
  };
  return [...types.map((type) => extensions[type] ?? ''), ...types].filter(Boolean).join(',');
}
