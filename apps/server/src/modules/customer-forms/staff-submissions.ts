import {
  FormSubmissionListQuerySchema,
  listOf,
  StaffFormSubmissionDetailSchema,
  StaffFormSubmissionSchema,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { sendStoredFile } from '../../lib/uploads/index.js';
import { answersOf } from './answers.js';
import { formTransaction } from './repository.js';
import { findSubmissionFile, listSubmissions, submissionFileIds } from './repository-submissions.js';
import { STAFF_ERRORS } from '../../lib/error-responses.js';
import { loadSubmission, submissionView, withDefinitions } from './staff-submission-view.js';

export const SubmissionIdParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{6,24}$/) });
const FileParams = SubmissionIdParams.extend({ fileId: z.string().uuid() });
/** The forms desk's review side: the submissions list, one submission, and its files. */
export const formSubmissionStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/forms/submissions',
    {
      config: { permission: 'forms.read' },
      schema: {
        summary: 'Submitted forms: filter by status, form or customer; sorted and paged',
        querystring: FormSubmissionListQuerySchema,
        response: { 200: listOf(StaffFormSubmissionSchema), ...STAFF_ERRORS },
      },
    },
    async (request) => {
      const { rows, ...page } = await listSubmissions(app.db, request.query);
      return { items: (await withDefinitions(app.db, rows)).map(submissionView), ...page };
    },
  );

  app.get(
    '/api/staff/forms/submissions/:id',
    {
      config: { permission: 'forms.read' },
      schema: {
        summary: 'One submission with its answers and files',
        params: SubmissionIdParams,
        response: { 200: StaffFormSubmissionDetailSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => {
      const form = await loadSubmission(app.db, request.params.id);
      const files = await submissionFileIds(app.db, form.id);
      const answers = (await answersOf(app.db, form)).map((answer) => ({
        fieldId: answer.fieldId,
        type: answer.type,
        label: answer.label,
        value: answer.value,
        optionLabel: answer.optionLabel,
        fileId: files.find((file) => file.field_id === answer.fieldId)?.id ?? null,
      }));
      return { ...submissionView(form), answers, transaction: await formTransaction(app.db, form) };
    },
  );

  app.get(
    '/api/staff/forms/submissions/:id/files/:fileId',
    {
      config: { permission: 'forms.read' },
      schema: {
        summary: 'A file the customer sent (download, never shown inline)',
        params: FileParams,
      },
    },
    async (request, reply) => {
      const form = await loadSubmission(app.db, request.params.id);
      const file = await findSubmissionFile(app.db, form.id, request.params.fileId);
      const stored = file ? await app.storage.get(file.storage_key) : null;
      if (!file || !stored) throw new AppError(404, 'not_found');
      return sendStoredFile(reply, {
        name: file.file_name,
        contentType: file.content_type,
        bytes: stored.bytes,
      });
    },
  );
};
