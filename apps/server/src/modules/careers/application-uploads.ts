import {
  CAREER_FILE_KINDS,
  CAREER_FILE_RULES,
  careerFileMessage,
  UPLOAD_RULES,
  type CareerFileKind,
} from '@waha/shared';
import type { FastifyRequest } from 'fastify';
import type { JobApplicationFilesTable } from '../../db/schema.js';
import {
  collectParts,
  judgeFiles,
  type AcceptedFile,
  type FileToStore,
  type ReceivedFile,
  storedFileRows,
} from '../../lib/uploads/index.js';

const isKind = (name: string): name is CareerFileKind =>
  (CAREER_FILE_KINDS as readonly string[]).includes(name);

/**
 * Reads the whole application into memory before anything is stored (the uploads library): the
 * answers (one JSON field), the program, the six attachments and the signature, each file field
 * at most once. A body cut off half way fails here, so it leaves neither a row nor a file behind.
 */
export function readApplicationBody(request: FastifyRequest) {
  return collectParts(request, {
    area: 'careers',
    rule: UPLOAD_RULES.careers,
    textFields: ['answers', 'program'],
    isFileField: isKind,
    maxFieldBytes: 200_000,
    tooMany: { field: 'answers', message: 'validation.invalid' },
  });
}

export type CheckedFile = AcceptedFile & { kind: CareerFileKind };

/**
 * Judges every file by its bytes (PRODUCT.md section 10): each must be present when required, not
 * empty, at most 2 MB and of an accepted type for its kind. Returns the files, or the message of
 * each refused one under its field name, so the form can show them all at once.
 */
export async function checkApplicationFiles(
  request: FastifyRequest,
  files: readonly ReceivedFile[],
): Promise<{ checked: CheckedFile[]; fieldErrors: Record<string, string[]> }> {
  const judged = await judgeFiles(request, files, {
    area: 'careers',
    rule: UPLOAD_RULES.careers,
    typesOf: (field) => CAREER_FILE_RULES.kinds[field as CareerFileKind].types,
    messageOf: (field, problem) =>
      careerFileMessage(
        field as CareerFileKind,
        problem === 'too_large' ? 'size' : problem === 'bad_type' ? 'type' : problem,
      ),
  });
  const fieldErrors = { ...judged.fieldErrors };
  for (const kind of CAREER_FILE_KINDS) {
    const sent = files.some((file) => file.field === kind);
    if (!sent && CAREER_FILE_RULES.kinds[kind].required)
      fieldErrors[kind] = [careerFileMessage(kind, 'missing')];
  }
  const checked = judged.accepted.map((file) => ({ ...file, kind: file.field as CareerFileKind }));
  return { checked, fieldErrors };
}

/** The rows of the accepted files under random storage keys, and what to write for them. */
export function applicationFileRows(
  applicationId: string,
  files: readonly CheckedFile[],
  at: string,
): { rows: JobApplicationFilesTable[]; writes: FileToStore[] } {
  return storedFileRows(files, at, (file) => ({
    application_id: applicationId,
    kind: file.kind,
    // A drawn signature has no name of its own.
    ...(file.kind === 'signature' ? { file_name: 'signature.png' } : {}),
  }));
}
