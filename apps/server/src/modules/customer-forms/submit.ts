import { randomUUID } from 'node:crypto';
import {
  FORM_FILE_KINDS,
  FORM_FILE_MAX_BYTES,
  formValuesSchema,
  missingFiles,
  type FormField,
  type FormFileKind,
} from '@waha/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { uploadRefused } from '../../lib/upload-refusal.js';
import type { UploadRefusal } from '../../plugins/metrics-registry.js';
import { cleanFileName, kindOfFile, mimeOfKind } from './files.js';
import { fieldsOf, type CustomerFormRow } from './repository.js';

interface UploadedFile {
  fieldId: string;
  name: string;
  kind: FormFileKind;
  bytes: Buffer;
}

const refused = (request: FastifyRequest, reason: UploadRefusal, error: AppError) =>
  uploadRefused(request, 'customer_forms', reason, error);

/**
 * Reads a form submission (multipart: an `answers` JSON part and one file part per file field),
 * checking every file by its bytes and every answer with the form's own schema. Nothing is stored
 * here: a refusal leaves nothing behind.
 */
export async function readSubmission(request: FastifyRequest, form: CustomerFormRow) {
  if (!request.isMultipart())
    throw refused(request, 'malformed', new AppError(415, 'unsupported_media_type'));
  const fields = fieldsOf(form.definition);
  const byId = new Map(fields.map((field) => [field.id, field]));
  let rawAnswers: unknown = undefined;
  const files: UploadedFile[] = [];

  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (part.fieldname !== 'answers') throw new AppError(400, 'bad_request');
      rawAnswers = parseJson(String(part.value));
      continue;
    }
    const field = byId.get(part.fieldname);
    if (field?.type !== 'file' || files.some((file) => file.fieldId === field.id)) {
      throw refused(request, 'malformed', new AppError(400, 'bad_request'));
    }
    files.push(await readFile(request, field, part));
  }

  const parsed = formValuesSchema(fields).safeParse(rawAnswers ?? {});
  const fieldErrors: Record<string, string[]> = missingFiles(
    fields,
    new Set(files.map((file) => file.fieldId)),
  );
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '_');
      (fieldErrors[key] ??= []).push(
        issue.code === 'unrecognized_keys' ? 'validation.invalid' : issue.message,
      );
    }
  }
  if (Object.keys(fieldErrors).length > 0) throw new AppError(400, 'validation_failed', fieldErrors);
  return { answers: parsed.data as Record<string, string | boolean>, files };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(400, 'bad_request');
  }
}

async function readFile(
  request: FastifyRequest,
  field: FormField,
  part: { filename: string; toBuffer: () => Promise<Buffer> },
): Promise<UploadedFile> {
  const tooBig = () =>
    refused(
      request,
      'too_large',
      new AppError(413, 'payload_too_large', { [field.id]: ['validation.fileTooBig'] }),
    );
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooBig();
    throw error;
  }
  if (bytes.length === 0 || bytes.length > FORM_FILE_MAX_BYTES) throw tooBig();
  const kind = await kindOfFile(bytes, field.fileKinds ?? FORM_FILE_KINDS);
  if (!kind) {
    const error = new AppError(415, 'unsupported_media_type', { [field.id]: ['validation.fileType'] });
    throw refused(request, 'bad_type', error);
  }
  return { fieldId: field.id, name: cleanFileName(part.filename, kind), kind, bytes };
}

/** Stores the files, then the answers and file rows in one transaction; on failure the files go. */
export async function storeSubmission(
  request: FastifyRequest,
  form: CustomerFormRow,
  answers: Record<string, string | boolean>,
  files: UploadedFile[],
): Promise<string> {
  const { db, storage } = request.server;
  const now = new Date().toISOString();
  const stored = files.map((file) => ({ ...file, key: `form-${randomUUID()}.${file.kind}` }));
  try {
    for (const file of stored) await storage.put(file.key, file.bytes, mimeOfKind(file.kind));
    await db.transaction().execute(async (trx) => {
      // Conditional: of two submissions of one form only the first counts.
      const updated = await trx
        .updateTable('customer_forms')
        .set({ status: 'submitted', answers: JSON.stringify(answers), completed_at: now, updated_at: now })
        .where('id', '=', form.id)
        .where('national_id', '=', form.national_id)
        .where('status', '=', 'assigned')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new AppError(404, 'form_not_found');
      if (stored.length === 0) return;
      await trx
        .insertInto('customer_form_files')
        .values(
          stored.map((file) => ({
            id: randomUUID(),
            customer_form_id: form.id,
            field_id: file.fieldId,
            storage_key: file.key,
            file_name: file.name,
            content_type: mimeOfKind(file.kind),
            size: file.bytes.length,
            created_at: now,
          })),
        )
        .execute();
    });
  } catch (error) {
    await Promise.all(stored.map((file) => storage.delete(file.key).catch(() => undefined)));
    throw error;
  }
  return now;
}
