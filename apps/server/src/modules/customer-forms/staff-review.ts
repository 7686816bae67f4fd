import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  brand,
  UPLOAD_RULES,
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
import { collectParts, judgeFiles, safeFileName, storeThenCommit } from '../../lib/uploads/index.js';
import { auditContext } from '../staff/index.js';
import { reviewSubmission, setResultFile } from './repository-submissions.js';
import { FORM_FILE_MESSAGES } from './submit.js';
import { titleOf } from './repository.js';
import { STAFF_ERRORS } from '../../lib/error-responses.js';
import { SubmissionIdParams as IdParams } from './staff-submissions.js';
import { loadSubmission, submissionView as view, type StaffFormRow } from './staff-submission-view.js';

/** The forms desk's decisions: status changes (SMS on approval or rejection) and the result file. */
export const formReviewStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);
  await app.register(reviewRoute);
  await app.register(resultFileRoute);
};

const reviewRoute: FastifyPluginAsyncZod = async (app) => {
  const load = (id: string) => loadSubmission(app.db, id);

  app.post(
    '/api/staff/forms/submissions/:id/status',
    {
      config: { permission: 'forms.write' },
      schema: {
        summary:
          'Review a submission: under review, approved, or rejected with a reason (SMS to the customer)',
        params: IdParams,
        body: FormReviewSchema,
        response: { 200: StaffFormSubmissionSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => {
      const before = await load(request.params.id);
      const { status, reason } = request.body;
      if (!FORM_REVIEW_TRANSITIONS[before.status as FormSubmissionStatus].includes(status)) {
        throw new AppError(400, 'invalid_transition');
      }
      await reviewSubmission(app.db, auditContext(request), before, status, reason);
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
};

const resultFileRoute: FastifyPluginAsyncZod = async (app) => {
  const load = (id: string) => loadSubmission(app.db, id);

  app.post(
    '/api/staff/forms/submissions/:id/result',
    {
      config: { permission: 'forms.write' },
      schema: {
        summary:
          'Attach the result file (PDF, PNG or JPG by content, at most 2 MB) the customer may download',
        params: IdParams,
        response: {
          200: StaffFormSubmissionSchema,
          413: STAFF_ERRORS[400],
          415: STAFF_ERRORS[400],
          ...STAFF_ERRORS,
        },
      },
    },
    async (request) => {
      const form = await load(request.params.id);
      const rule = UPLOAD_RULES.formResults;
      const body = await collectParts(request, {
        area: 'customer_forms',
        rule,
        textFields: [],
        isFileField: (name) => name === 'file',
        tooMany: { field: 'file', message: 'validation.invalid' },
      });
      const judged = await judgeFiles(request, body.files, {
        area: 'customer_forms',
        rule,
        messageOf: (_field, problem) => FORM_FILE_MESSAGES[problem],
      });
      if (judged.error) throw judged.error;
      const file = judged.accepted[0];
      if (!file) throw new AppError(400, 'validation_failed', { file: ['validation.required'] });
      const key = `form-result-${randomUUID()}.${file.extension}`;
      const name = safeFileName(file.name, file.extension);
      await storeThenCommit(app.storage, [{ key, bytes: file.bytes, contentType: file.mime }], () =>
        setResultFile(app.db, auditContext(request), form, { key, name, size: file.bytes.length }),
      );
      if (form.result_file_key) await app.storage.delete(form.result_file_key).catch(() => undefined);
      return view(await load(form.id));
    },
  );
};
