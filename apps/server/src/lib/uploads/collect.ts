import type { UploadRule } from '@waha/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error.js';
import { refuse, uploadRefused, type UploadArea } from './refusal.js';

/** One file part as it arrived, before it is judged. */
export interface ReceivedFile {
  /** The multipart field it came in (`files`, `cv`, a form field id). */
  field: string;
  /** The name the sender gave it (clean it with safeFileName before keeping it). */
  name: string;
  bytes: Buffer;
  /** Cut at the rule's size limit: the file was larger than `rule.maxBytes`. */
  truncated: boolean;
}

export interface CollectSpec {
  area: UploadArea;
  /** The route's row of UPLOAD_RULES: its size and count limits go to the parser. */
  rule: UploadRule;
  /** The text fields the route reads; any other is a malformed body. */
  textFields: readonly string[];
  /** Whether a file field belongs to the route; any other is a malformed body. */
  isFileField: (name: string) => boolean;
  /** Fields that may carry several files (tickets' `files`); any other carries at most one. */
  repeatable?: readonly string[];
  /** The longest text field, in bytes (the careers answers are one JSON field). */
  maxFieldBytes?: number;
  /** Where "too many files" is shown: the field and its message key. */
  tooMany: { field: string; message: string };
}

/** The parser's limits from the route's rule: a larger file is cut and marked, not read on. */
function limitsOf(spec: CollectSpec) {
  const fields = spec.textFields.length;
  return {
    fileSize: spec.rule.maxBytes,
    files: spec.rule.maxFiles,
    fields,
    fieldSize: spec.maxFieldBytes ?? 10_000,
    parts: spec.rule.maxFiles + fields,
    headerPairs: 20,
  };
}

/**
 * Every way a multipart body can be wrong, as a counted 4xx: the parser's own limits by their
 * codes, and anything else busboy throws (no boundary, a body that ends early, a broken part
 * header) as a malformed body. Never a 500: nothing of such a body has been stored.
 */
export function multipartRefusal(request: FastifyRequest, spec: CollectSpec, error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_FILES_LIMIT') {
    return refuse(request, spec.area, 'too_many', { [spec.tooMany.field]: [spec.tooMany.message] });
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return uploadRefused(request, spec.area, 'too_many', new AppError(413, 'payload_too_large'));
  }
  return refuse(request, spec.area, 'malformed');
}

/**
 * Reads the whole multipart body into memory before anything is stored, so a body cut off half
 * way leaves neither a row nor a file behind. Unknown or repeated fields and an over-long text
 * field are refused as malformed. A part with no file name and no bytes is what a browser sends
 * for a file input left empty, and is skipped; a named file of 0 bytes is kept for the judge to
 * refuse with its own message.
 */
export async function collectParts(
  request: FastifyRequest,
  spec: CollectSpec,
): Promise<{ fields: Record<string, string>; files: ReceivedFile[] }> {
  if (!request.isMultipart()) {
    throw uploadRefused(request, spec.area, 'malformed', new AppError(415, 'unsupported_media_type'));
  }
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  const malformed = () => refuse(request, spec.area, 'malformed');
  try {
    // throwFileSizeLimit is read per call (index.js handleMultipart) though its type omits it:
    // a file over the limit is cut and marked `truncated`, then refused by the judge on its field.
    const options = { limits: limitsOf(spec), throwFileSizeLimit: false };
    const parts = request.parts(options as Parameters<FastifyRequest['parts']>[0]);
    for await (const part of parts) {
      if (part.type === 'field') {
        const known = spec.textFields.includes(part.fieldname) && !(part.fieldname in fields);
        if (!known || typeof part.value !== 'string') throw malformed();
        if (part.valueTruncated) {
          throw uploadRefused(request, spec.area, 'too_large', new AppError(413, 'payload_too_large'));
        }
        fields[part.fieldname] = part.value;
        continue;
      }
      const bytes = await part.toBuffer();
      if (!spec.isFileField(part.fieldname)) throw malformed();
      if (!part.filename && bytes.length === 0) continue;
      const repeated = files.some((file) => file.field === part.fieldname);
      if (repeated && !spec.repeatable?.includes(part.fieldname)) throw malformed();
      files.push({ field: part.fieldname, name: part.filename, bytes, truncated: part.file.truncated });
    }
  } catch (error) {
    throw multipartRefusal(request, spec, error);
  }
  return { fields, files };
}
