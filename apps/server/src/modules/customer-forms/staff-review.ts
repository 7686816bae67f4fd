import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  brand,
  FORM_FILE_KINDS,
  FORM_FILE_MAX_BYTES,
  FORM_REVIEW_TRANSITIONS,
  FormReviewSchema,
  interpolate,
  STAFF_MESSAGES,
  StaffFormSubmissionSchema,
  type FormSubmissionStatus,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { textCustomer } from '../../core/text-customer.js';
import { AppError } from '../../lib/app-error.js';
import { uploadRefused } from '../../lib/upload-refusal.js';
import type { UploadRefusal } from '../../plugins/metrics-registry.js';
import { auditContext, writeAudit } from '../staff/audit.js';
import { cleanFileName, kindOfFile, mimeOfKind } from './files.js';
import { titleOf } from './repository.js';
import { staffErrors } from './staff-definitions.js';
import { SubmissionIdParams as IdParams } from './staff-submissions.js';
import { loadSubmission, submissionView as view, type StaffFormRow } from './staff-submission-view.js';

/** The forms desk's decisions: status changes (SMS on approval or rejection) and the result file. */
export const formReviewStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: FORM_FILE_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
  const load = (id: string) => loadSubmission(app.db, id);

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
  function tellCustomer(form: StaffFormRow, status: 'approved' | 'rejected', reason: string) {
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
      const refused = (reason: UploadRefusal, error: AppError) =>
        uploadRefused(request, 'customer_forms', reason, error);
      const notAccepted = () =>
        new AppError(415, 'unsupported_media_type', { file: ['validation.fileType'] });
      if (!request.isMultipart()) throw refused('malformed', notAccepted());
      const part = await request.file();
      if (!part) throw new AppError(400, 'validation_failed', { file: ['validation.required'] });
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw refused(
            'too_large',
            new AppError(413, 'payload_too_large', { file: ['validation.fileTooBig'] }),
          );
        }
        throw error;
      }
      const kind = await kindOfFile(bytes, FORM_FILE_KINDS);
      if (!kind) throw refused('bad_type', notAccepted());
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
