import { randomUUID } from 'node:crypto';
import {
  FORM_FILE_KINDS,
  formFileTypeMessage,
  formValuesSchema,
  missingFiles,
  UPLOAD_MESSAGES,
  UPLOAD_MIME,
  UPLOAD_RULES,
} from '@waha/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import {
  collectParts,
  judgeFiles,
  safeFileName,
  storeThenCommit,
  type AcceptedFile,
  type FileProblem,
} from '../../lib/uploads/index.js';
import { fieldsOf, type CustomerFormRow } from './repository.js';

/** The message under a form's file field for each problem (namespace `common`). */
export const FORM_FILE_MESSAGES: Record<FileProblem, string> = {
  too_large: 'validation.fileTooBig',
  bad_type: 'validation.fileType',
  unsafe: UPLOAD_MESSAGES.unsafe,
  empty: UPLOAD_MESSAGES.empty,
};

/**
 * Reads a form submission (multipart: an `answers` JSON part and one file part per file field),
 * checking every file by its bytes (the uploads library) and every answer with the form's own
 * schema. Nothing is stored here: a refusal leaves nothing behind.
 */
export async function readSubmission(request: FastifyRequest, form: CustomerFormRow) {
  const fields = fieldsOf(form.definition);
  const fileFields = new Map(
    fields.filter((field) => field.type === 'file').map((field) => [field.id, field]),
  );
  const kindsOf = (id: string) => fileFields.get(id)?.fileKinds ?? FORM_FILE_KINDS;
  const body = await collectParts(request, {
    area: 'customer_forms',
    rule: UPLOAD_RULES.forms,
    textFields: ['answers'],
    isFileField: (name) => fileFields.has(name),
    maxFieldBytes: 100_000,
    tooMany: { field: 'answers', message: 'validation.invalid' },
  });
  const judged = await judgeFiles(request, body.files, {
    area: 'customer_forms',
    rule: UPLOAD_RULES.forms,
    typesOf: (id) => kindsOf(id).map((kind) => UPLOAD_MIME[kind]),
    // A wrong type names the kinds this field takes, as the browser's own check does.
    messageOf: (id, problem) =>
      problem === 'bad_type' ? formFileTypeMessage(kindsOf(id)) : FORM_FILE_MESSAGES[problem],
  });
  if (judged.error) throw judged.error;
  const parsed = formValuesSchema(fields).safeParse(parseJson(body.fields.answers));
  const fieldErrors: Record<string, string[]> = missingFiles(
    fields,
    new Set(judged.accepted.map((file) => file.field)),
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
  return { answers: parsed.data as Record<string, string | boolean>, files: judged.accepted };
}

function parseJson(text: string | undefined): unknown {
  if (text === undefined) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(400, 'bad_request');
  }
}

/** Stores the files, then the answers and file rows in one transaction; on failure the files go. */
export async function storeSubmission(
  request: FastifyRequest,
  form: CustomerFormRow,
  answers: Record<string, string | boolean>,
  files: AcceptedFile[],
): Promise<string> {
  const { db, storage } = request.server;
  const now = new Date().toISOString();
  const stored = files.map((file) => ({ ...file, key: `form-${randomUUID()}.${file.extension}` }));
  const writes = stored.map((file) => ({ key: file.key, bytes: file.bytes, contentType: file.mime }));
  await storeThenCommit(storage, writes, () =>
    db.transaction().execute(async (trx) => {
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
            field_id: file.field,
            storage_key: file.key,
            file_name: safeFileName(file.name, file.extension),
            content_type: file.mime,
            size: file.bytes.length,
            created_at: now,
          })),
        )
        .execute();
    }),
  );
  return now;
}
