import { randomUUID } from 'node:crypto';
import { CAREER_FILE_KINDS, CAREER_FILE_RULES, careerFileMessage, type CareerFileKind } from '@waha/shared';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { JobApplicationFilesTable } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { uploadRefused } from '../../lib/upload-refusal.js';
import type { Storage } from '../../plugins/storage.js';
import { safeFileName } from '../tickets/uploads.js';

/**
 * Multipart limits of an application: the answers (one JSON field), the program, six attachments
 * and the signature. A file over 2 MB is cut at the limit and refused with a message on its field.
 */
export const APPLICATION_MULTIPART = {
  // A file over the limit is kept as cut (`truncated`) and refused on its own field below.
  throwFileSizeLimit: false,
  limits: {
    fileSize: CAREER_FILE_RULES.maxBytes,
    files: CAREER_FILE_KINDS.length,
    fields: 4,
    fieldSize: 200_000,
    parts: CAREER_FILE_KINDS.length + 4,
  },
};

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

interface Received {
  name: string;
  bytes: Buffer;
  /** Cut at the size limit: the file was over 2 MB. */
  truncated: boolean;
}

export interface ApplicationBody {
  fields: Record<string, string>;
  files: Partial<Record<CareerFileKind, Received>>;
}

const isKind = (name: string): name is CareerFileKind =>
  (CAREER_FILE_KINDS as readonly string[]).includes(name);

/**
 * Reads the whole body into memory before anything is stored: a body cut off half way (the
 * applicant's connection dropped) fails here, so it can leave neither a row nor a file behind.
 */
export async function readApplicationBody(request: FastifyRequest): Promise<ApplicationBody> {
  if (!request.isMultipart())
    throw uploadRefused(request, 'careers', 'malformed', new AppError(415, 'unsupported_media_type'));
  const body: ApplicationBody = { fields: {}, files: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') body.fields[part.fieldname] = part.value;
        continue;
      }
      const bytes = await part.toBuffer();
      // Unknown parts and repeats are read off the wire and dropped; the first of each kind counts.
      if (!isKind(part.fieldname) || body.files[part.fieldname] || bytes.length === 0) continue;
      body.files[part.fieldname] = { name: part.filename, bytes, truncated: part.file.truncated };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Too many parts, a malformed body or one that ended early: nothing was stored yet.
    throw uploadRefused(request, 'careers', 'malformed', new AppError(400, 'bad_request'));
  }
  return body;
}

export interface CheckedFile {
  kind: CareerFileKind;
  name: string;
  bytes: Buffer;
  contentType: string;
  extension: string;
}

/**
 * Judges every file by its bytes (PRODUCT.md section 10): each must be present when required, at
 * most 2 MB and of an accepted type for its kind. Returns the files, or the message of each
 * refused one under its field name, so the form can show them all at once.
 */
export async function checkApplicationFiles(
  request: FastifyRequest,
  files: ApplicationBody['files'],
): Promise<{ checked: CheckedFile[]; fieldErrors: Record<string, string[]> }> {
  const checked: CheckedFile[] = [];
  const fieldErrors: Record<string, string[]> = {};
  for (const kind of CAREER_FILE_KINDS) {
    const rule = CAREER_FILE_RULES.kinds[kind];
    const file = files[kind];
    if (!file) {
      if (rule.required) fieldErrors[kind] = [careerFileMessage(kind, 'missing')];
      continue;
    }
    if (file.truncated || file.bytes.length > CAREER_FILE_RULES.maxBytes) {
      fieldErrors[kind] = uploadRefused(request, 'careers', 'too_large', [careerFileMessage(kind, 'size')]);
      continue;
    }
    const type = await fileTypeFromBuffer(file.bytes);
    const extension = type && (rule.types as readonly string[]).includes(type.mime) && EXTENSIONS[type.mime];
    if (!type || !extension) {
      fieldErrors[kind] = uploadRefused(request, 'careers', 'bad_type', [careerFileMessage(kind, 'type')]);
      continue;
    }
    checked.push({ kind, name: file.name, bytes: file.bytes, contentType: type.mime, extension });
  }
  return { checked, fieldErrors };
}

/**
 * Stores the files under random names; returns their rows and an undo that removes every one of
 * them again, for when a later write fails (nothing of a failed submission is kept).
 */
export async function storeApplicationFiles(
  storage: Storage,
  applicationId: string,
  files: CheckedFile[],
  at: string,
): Promise<{ rows: JobApplicationFilesTable[]; undo: () => Promise<void> }> {
  const rows: JobApplicationFilesTable[] = files.map((file) => {
    const id = randomUUID();
    return {
      id,
      application_id: applicationId,
      kind: file.kind,
      storage_key: `${id}.${file.extension}`,
      file_name: file.kind === 'signature' ? 'signature.png' : safeFileName(file.name, file.extension),
      content_type: file.contentType,
      size: file.bytes.length,
      created_at: at,
    };
  });
  const undo = async () => {
    await Promise.all(rows.map((row) => storage.delete(row.storage_key).catch(() => undefined)));
  };
  // allSettled: when one write fails, the undo must wait until the others are done too.
  const results = await Promise.allSettled(
    rows.map((row, i) => storage.put(row.storage_key, files[i]!.bytes, row.content_type)),
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) {
    await undo();
    throw failed.reason;
  }
  return { rows, undo };
}
