import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  brand,
  FORM_FILE_KINDS,
  FORM_FILE_MAX_BYTES,
  FORM_REVIEW_TRANSITIONS,
  FORM_SUBMISSION_STATUSES,
  FormReviewSchema,
  interpolate,
  STAFF_MESSAGES,
  StaffFormSubmissionDetailSchema,
  StaffFormSubmissionSchema,
  type FormSubmissionStatus,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { textCustomer } from '../../core/text-customer.js';
import { AppError } from '../../lib/app-error.js';
import { auditContext, writeAudit } from '../staff/audit.js';
import { cleanFileName, kindOfFile, mimeOfKind } from './files.js';
import { answersOf } from './answers.js';
import { formTransaction, titleOf, type CustomerFormRow } from './repository.js';
import { staffErrors } from './staff-definitions.js';

const IdParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{6,24}$/) });
const FileParams = IdParams.extend({ fileId: z.string().uuid() });
const ListQuery = z.object({ status: z.enum(FORM_SUBMISSION_STATUSES).optional() });

/** The forms desk's review: submissions, their files, status changes and the result file. */
export const formSubmissionStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: FORM_FILE_MAX_BYTES, files: 1, fields: 0, parts: 1 } });

  const load = async (id: string): Promise<CustomerFormRow & { customer_name: string; language: string }> => {
    const form = await app.db
      .selectFrom('customer_forms')
      .innerJoin('form_definitions', 'form_definitions.id', 'customer_forms.form_id')
      .leftJoin('core_customers', 'core_customers.national_id', 'customer_forms.national_id')
      .selectAll('customer_forms')
      .select(['core_customers.name_en', 'core_customers.language'])
      .where('customer_forms.id', '=', id)
      .where('customer_forms.status', '!=', 'assigned')
      .executeTakeFirst();
    if (!form) throw new AppError(404, 'form_not_found');
    const definition = await app.db
      .selectFrom('form_definitions')
      .selectAll()
      .where('id', '=', form.form_id)
      .executeTakeFirstOrThrow();
    const { name_en, language, ...row } = form;
    return { ...row, definition, customer_name: name_en ?? '', language: language ?? 'ar' };
  };
  const view = (form: Awaited<ReturnType<typeof load>>) => ({
    clientFormId: form.id,
    formId: form.form_id,
    formTitle: titleOf(form.definition),
    nationalId: form.national_id,
    customerName: form.customer_name,
    status: form.status as FormSubmissionStatus,
    completedAt: form.completed_at ?? '',
    rejectionReason: form.rejection_reason,
    resultFileName: form.result_file_name,
  });

  app.get(
    '/api/staff/forms/submissions',
    {
      schema: {
        summary: 'Submitted forms, newest first (filter by status)',
        querystring: ListQuery,
        response: { 200: z.array(StaffFormSubmissionSchema), ...staffErrors },
      },
    },
    async (request) => {
      let query = app.db
        .selectFrom('customer_forms')
        .select('id')
        .where('status', '!=', 'assigned')
        .orderBy('completed_at', 'desc')
        .orderBy('id')
        .limit(200);
      if (request.query.status) query = query.where('status', '=', request.query.status);
      const ids = await query.execute();
      return Promise.all(ids.map(async ({ id }) => view(await load(id))));
    },
  );

  app.get(
    '/api/staff/forms/submissions/:id',
    {
      schema: {
        summary: 'One submission with its answers and files',
        params: IdParams,
        response: { 200: StaffFormSubmissionDetailSchema, ...staffErrors },
      },
    },
    async (request) => {
      const form = await load(request.params.id);
      const files = await app.db
        .selectFrom('customer_form_files')
        .select(['id', 'field_id'])
        .where('customer_form_id', '=', form.id)
        .execute();
      const answers = (await answersOf(app.db, form)).map((answer) => ({
        fieldId: answer.fieldId,
        type: answer.type,
        label: answer.label,
        value: answer.optionLabel ? answer.optionLabel.en : answer.value,
        fileId: files.find((file) => file.field_id === answer.fieldId)?.id ?? null,
      }));
      return { ...view(form), answers, transaction: await formTransaction(app.db, form) };
    },
  );

  app.get(
    '/api/staff/forms/submissions/:id/files/:fileId',
    { schema: { summary: 'A file the customer sent (download, never shown inline)', params: FileParams } },
    async (request, reply) => {
      const form = await load(request.params.id);
      const file = await app.db
        .selectFrom('customer_form_files')
        .selectAll()
        .where('id', '=', request.params.fileId)
        .where('customer_form_id', '=', form.id)
        .executeTakeFirst();
      const stored = file ? await app.storage.get(file.storage_key) : null;
      if (!file || !stored) throw new AppError(404, 'not_found');
      return reply
        .type(file.content_type)
        .header(
          'content-disposition',
          `attachment; filename="file.${file.storage_key.split('.').pop()}"; filename*=UTF-8''${encodeURIComponent(file.file_name)}`,
        )
        .header('cache-control', 'no-store')
        .send(stored.bytes);
    },
  );

  app.post(
    '/api/staff/forms/submissions/:id/status',
    {
      schema: {
        summary:
          'Review a submission: under review, approved, or rejected with a reason (SMS to the customer)',
        params: IdParams,
        body: FormReviewSchema,
        response: { 200: StaffFormSubmissionSchema, ...staffErrors },
      },
    },
    async (request) => {
      const before = await load(request.params.id);
      const { status, reason } = request.body;
      if (!FORM_REVIEW_TRANSITIONS[before.status as FormSubmissionStatus].includes(status)) {
        throw new AppError(400, 'invalid_transition');
      }
      await app.db.transaction().execute(async (trx) => {
        const moved = await trx
          .updateTable('customer_forms')
          .set({
            status,
            rejection_reason: status === 'rejected' ? (reason ?? null) : null,
            updated_at: new Date().toISOString(),
          })
          .where('id', '=', before.id)
          .where('status', '=', before.status)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) throw new AppError(400, 'invalid_transition');
        await writeAudit(trx, auditContext(request), {
          action: 'form.review',
          recordType: 'customer_form',
          recordId: before.id,
          before: { status: before.status },
          after: { status, ...(reason ? { reason } : {}) },
        });
      });
      const after = await load(before.id);
      if (status === 'approved' || status === 'rejected') await tellCustomer(after, status, reason ?? '');
      return view(after);
    },
  );

  /** After the commit: an SMS cannot be rolled back, so it goes only for a change that stands. */
  function tellCustomer(
    form: Awaited<ReturnType<typeof load>>,
    status: 'approved' | 'rejected',
    reason: string,
  ) {
    return textCustomer(app, {
      nationalId: form.national_id,
      purpose: `form-${status}`,
      subject: form.id,
      text: (language) =>
        interpolate(
          STAFF_MESSAGES[language][status === 'approved' ? 'sms.formApproved' : 'sms.formRejected']!,
          {
            company: brand.companyShortName[language],
            form: titleOf(form.definition)[language],
            reason,
          },
        ),
    });
  }

  app.post(
    '/api/staff/forms/submissions/:id/result',
    {
      schema: {
        summary:
          'Attach the result file (PDF, PNG or JPG by content, at most 2 MB) the customer may download',
        params: IdParams,
        response: {
          200: StaffFormSubmissionSchema,
          413: staffErrors[400],
          415: staffErrors[400],
          ...staffErrors,
        },
      },
    },
    async (request) => {
      const form = await load(request.params.id);
      if (!request.isMultipart())
        throw new AppError(415, 'unsupported_media_type', { file: ['validation.fileType'] });
      const part = await request.file();
      if (!part) throw new AppError(400, 'validation_failed', { file: ['validation.required'] });
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError(413, 'payload_too_large', { file: ['validation.fileTooBig'] });
        }
        throw error;
      }
      const kind = await kindOfFile(bytes, FORM_FILE_KINDS);
      if (!kind) throw new AppError(415, 'unsupported_media_type', { file: ['validation.fileType'] });
      const key = `form-result-${randomUUID()}.${kind}`;
      await app.storage.put(key, bytes, mimeOfKind(kind));
      try {
        await app.db.transaction().execute(async (trx) => {
          await trx
            .updateTable('customer_forms')
            .set({
              result_file_key: key,
              result_file_name: cleanFileName(part.filename, kind),
              updated_at: new Date().toISOString(),
            })
            .where('id', '=', form.id)
            .execute();
          await writeAudit(trx, auditContext(request), {
            action: 'form.result-file',
            recordType: 'customer_form',
            recordId: form.id,
            before: { file: form.result_file_name },
            after: { file: cleanFileName(part.filename, kind), size: bytes.length },
          });
        });
      } catch (error) {
        await app.storage.delete(key).catch(() => undefined);
        throw error;
      }
      if (form.result_file_key) await app.storage.delete(form.result_file_key).catch(() => undefined);
      return view(await load(form.id));
    },
  );
};
