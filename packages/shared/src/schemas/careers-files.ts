import { UPLOAD_MESSAGES, UPLOAD_RULES, uploadProblem, type UploadProblem } from '../uploads.js';

/**
 * The job application's attachments (SPEC.md sections 3, 5 and 9; PRODUCT.md section 10) and the
 * messages of its four errors (SPEC.md section 8). The kinds match `JobApplicationFileKind` in the
 * server's schema-careers.ts; the server judges every file by its bytes.
 */

/** The six attachments, in the order the form shows them; the signature is the seventh file. */
export const CAREER_ATTACHMENTS = [
  'picture',
  'certificate',
  'cv',
  'idPicture',
  'ibanCertificate',
  'nationalAddress',
] as const;
export type CareerAttachment = (typeof CAREER_ATTACHMENTS)[number];
export const CAREER_FILE_KINDS = [...CAREER_ATTACHMENTS, 'signature'] as const;
export type CareerFileKind = (typeof CAREER_FILE_KINDS)[number];

const IMAGES = ['image/png', 'image/jpeg'] as const;
const DOCUMENTS = ['application/pdf', 'image/png', 'image/jpeg'] as const;

/**
 * Each file at most 2 MB (SPEC.md section 9; UPLOAD_RULES.careers). The picture is an image; the documents may be a PDF
 * or a photo of the paper. Required: what HR needs to screen a candidate (picture, certificate,
 * CV, ID picture). The IBAN certificate and the national address are only needed once someone is
 * hired (payroll, contract), so an applicant who has none at hand can still apply; the form says so.
 * The signature is drawn on the page and sent as a PNG; it is always required.
 */
export const CAREER_FILE_RULES = {
  kinds: {
    picture: { types: IMAGES, required: true },
    certificate: { types: DOCUMENTS, required: true },
    cv: { types: DOCUMENTS, required: true },
    idPicture: { types: DOCUMENTS, required: true },
    ibanCertificate: { types: DOCUMENTS, required: false },
    nationalAddress: { types: DOCUMENTS, required: false },
    signature: { types: ['image/png'], required: true },
  } satisfies Record<CareerFileKind, { types: readonly string[]; required: boolean }>,
} as const;

/** i18n keys of the application's own messages (namespace `careers`). */
export const CAREER_MESSAGES = {
  /** SPEC.md section 8: 'error while sending' (network failure or a server error). */
  sendFailed: 'careers:errors.sendFailed',
  /** SPEC.md section 8: 'missing required fields' (the summary above the form). */
  missingRequired: 'careers:errors.missingRequired',
  /** SPEC.md section 8: 'invalid file type', next to the file field. */
  fileType: 'careers:validation.fileType',
  pictureType: 'careers:validation.pictureType',
  /** SPEC.md section 8: 'file over 2 MB', next to the file field. */
  fileTooBig: 'careers:validation.fileTooBig',
  fileRequired: 'careers:validation.fileRequired',
  signatureRequired: 'careers:validation.signatureRequired',
  /** The signature arrived but is not the PNG the page draws (a forged or broken part). */
  signatureType: 'careers:validation.signatureType',
} as const;

/**
 * How the API answers each of the four errors: the envelope's `code` (errors.ts) and the message
 * key in `fieldErrors` under the file field (`cv`, `picture`, ...) or the answer's path.
 * A wrong type or an over-size file is a 400 like a missing field: the whole form is refused at
 * once with every problem listed, and nothing of it is kept.
 */
export const CAREER_API_ERRORS = {
  missingRequired: { status: 400, code: 'validation_failed' },
  fileType: { status: 400, code: 'validation_failed' },
  fileTooBig: { status: 400, code: 'validation_failed' },
  sendFailed: { status: 500, code: 'internal_error' },
} as const;

/** The browser's first check by its type and size; the server judges the bytes again. */
export function careerFileProblem(
  kind: CareerFileKind,
  file: { size: number; type: string },
): UploadProblem | null {
  return uploadProblem(UPLOAD_RULES.careers, file, CAREER_FILE_RULES.kinds[kind].types);
}

/** The message key for a file problem of that kind. */
export function careerFileMessage(
  kind: CareerFileKind,
  problem: UploadProblem | 'unsafe' | 'missing',
): string {
  if (problem === 'empty') return UPLOAD_MESSAGES.empty;
  if (problem === 'unsafe') return UPLOAD_MESSAGES.unsafe;
  if (problem === 'size') return CAREER_MESSAGES.fileTooBig;
  if (problem === 'missing')
    return kind === 'signature' ? CAREER_MESSAGES.signatureRequired : CAREER_MESSAGES.fileRequired;
  if (kind === 'signature') return CAREER_MESSAGES.signatureType;
  return kind === 'picture' ? CAREER_MESSAGES.pictureType : CAREER_MESSAGES.fileType;
}
