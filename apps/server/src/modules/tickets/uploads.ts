import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { TICKET_FILE_RULES } from '@waha/shared';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { TicketFilesTable } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { uploadRefused } from '../../lib/upload-refusal.js';
import type { UploadRefusal } from '../../plugins/metrics-registry.js';
import type { Storage } from '../../plugins/storage.js';

/** Multipart limits for ticket bodies: a file of 1.5 MB or more is cut off and refused. */
export const TICKET_MULTIPART_LIMITS = {
  fileSize: TICKET_FILE_RULES.maxBytes - 1,
  files: TICKET_FILE_RULES.maxFiles,
  fields: 20,
  fieldSize: 10_000,
  parts: 30,
};

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

export interface Upload {
  name: string;
  bytes: Buffer;
}

export interface ParsedBody {
  fields: Record<string, string>;
  files: Upload[];
}

const refused = (request: FastifyRequest, reason: UploadRefusal, error: AppError) =>
  uploadRefused(request, 'tickets', reason, error);
const tooBig = (request: FastifyRequest) =>
  refused(
    request,
    'too_large',
    new AppError(413, 'payload_too_large', { files: ['tickets:validation.fileTooBig'] }),
  );
const tooMany = (request: FastifyRequest) =>
  refused(
    request,
    'too_many',
    new AppError(400, 'validation_failed', { files: ['tickets:validation.tooManyFiles'] }),
  );

/** Reads the text fields and the files (each at most 1.5 MB, at most 3) into memory. */
export async function readMultipart(request: FastifyRequest, fileField: string): Promise<ParsedBody> {
  if (!request.isMultipart())
    throw refused(request, 'malformed', new AppError(415, 'unsupported_media_type'));
  const fields: Record<string, string> = {};
  const files: Upload[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== fileField) {
        await part.toBuffer();
        continue;
      }
      const bytes = await part.toBuffer();
      if (bytes.length > 0) files.push({ name: part.filename, bytes });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooBig(request);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw tooMany(request);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw refused(request, 'malformed', new AppError(400, 'bad_request'));
    }
    throw error;
  }
  if (files.length > TICKET_FILE_RULES.maxFiles) throw tooMany(request);
  return { fields, files };
}

export interface CheckedUpload extends Upload {
  contentType: string;
  extension: string;
}

/** Judges every file by its bytes (PRODUCT.md section 10) before any is kept. */
export async function checkUploads(request: FastifyRequest, files: Upload[]): Promise<CheckedUpload[]> {
  const checked: CheckedUpload[] = [];
  for (const file of files) {
    if (file.bytes.length >= TICKET_FILE_RULES.maxBytes) throw tooBig(request);
    const type = await fileTypeFromBuffer(file.bytes);
    const extension = type && EXTENSIONS[type.mime];
    if (!type || !extension) {
      const error = new AppError(415, 'unsupported_media_type', { files: ['tickets:validation.fileType'] });
      throw refused(request, 'bad_type', error);
    }
    checked.push({ ...file, contentType: type.mime, extension });
  }
  return checked;
}

/** A name fit to show (escaped by the page) and to offer as a download name. */
export function safeFileName(name: string, extension: string): string {
  // Control characters, quotes and slashes would break the download header or read as a path.
  const base = [...name]
    .filter((ch) => ch.charCodeAt(0) > 0x1f && ch.charCodeAt(0) !== 0x7f && !'"\\/'.includes(ch))
    .join('')
    .trim()
    .slice(0, 100);
  return base || `file.${extension}`;
}

/**
 * Stores the files under random names; returns their rows and an undo that removes them again,
 * for when the database write that should record them fails (nothing of a refusal is kept).
 */
export async function storeUploads(
  storage: Storage,
  ticketId: string,
  kind: 'attachment' | 'response',
  files: CheckedUpload[],
  at: string,
): Promise<{ rows: TicketFilesTable[]; undo: () => Promise<void> }> {
  const rows: TicketFilesTable[] = files.map((file) => {
    const id = randomUUID();
    return {
      id,
      ticket_id: ticketId,
      kind,
      storage_key: `${id}.${file.extension}`,
      file_name: safeFileName(file.name, file.extension),
      content_type: file.contentType,
      size: file.bytes.length,
      created_at: at,
    };
  });
  const undo = async () => {
    await Promise.all(rows.map((row) => storage.delete(row.storage_key).catch(() => undefined)));
  };
  try {
    await Promise.all(rows.map((row, i) => storage.put(row.storage_key, files[i]!.bytes, row.content_type)));
  } catch (error) {
    await undo();
    throw error;
  }
  return { rows, undo };
}

/** Response files reach the customer by short-lived signed links (they are never public). */
export const FILE_LINK_MS = 30 * 60 * 1000;
const sign = (secret: string, fileId: string, expires: number) =>
  createHmac('sha256', secret).update(`ticket-file\n${fileId}\n${expires}`).digest('base64url');

export function fileUrl(secret: string, fileId: string, now: Date): string {
  const expires = now.getTime() + FILE_LINK_MS;
  return `/api/tickets/files/${fileId}?expires=${expires}&token=${sign(secret, fileId, expires)}`;
}

export function fileLinkValid(secret: string, fileId: string, expires: number, token: string, now: Date) {
  const expected = Buffer.from(sign(secret, fileId, expires));
  const given = Buffer.from(token);
  return expires > now.getTime() && expected.length === given.length && timingSafeEqual(expected, given);
}
