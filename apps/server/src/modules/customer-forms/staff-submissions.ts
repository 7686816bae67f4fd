import {
  FormSubmissionListQuerySchema,
  listOf,
  StaffFormSubmissionDetailSchema,
  StaffFormSubmissionSchema,
  type FormSubmissionListQuery,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CustomerFormsTable, Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { sendStoredFile } from '../../lib/uploads/index.js';
import { listPage } from '../../lib/list-query.js';
import { answersOf } from './answers.js';
import { formTransaction } from './repository.js';
import { staffErrors } from './staff-definitions.js';
import { loadSubmission, submissionView, withDefinitions } from './staff-submission-view.js';

export const SubmissionIdParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{6,24}$/) });
const FileParams = SubmissionIdParams.extend({ fileId: z.string().uuid() });
/** The list's sortable fields (PRODUCT.md 14 "Lists"). */
const SORTABLE = {
  completedAt: 'completed_at',
  status: 'status',
  formId: 'form_id',
  nationalId: 'national_id',
};

/** The forms desk's review side: the submissions list, one submission, and its files. */
export const formSubmissionStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const filtered = (query: FormSubmissionListQuery) => {
    let rows = app.db.selectFrom('customer_forms').where('status', '!=', 'assigned');
    if (query.status) rows = rows.where('status', '=', query.status);
    if (query.formId) rows = rows.where('form_id', '=', query.formId);
    if (query.q) {
      // An ID (any digits) or part of the customer's name in Arabic or English.
      const term = query.q;
      rows = rows.where((eb) =>
        eb.or([
          eb('national_id', '=', term),
          eb(
            'national_id',
            'in',
            eb
              .selectFrom('core_customers')
              .select('national_id')
              .where((c) => c.or([c('name_en', 'like', `%${term}%`), c('name_ar', 'like', `%${term}%`)])),
          ),
        ]),
      );
    }
    return rows;
  };

  app.get(
    '/api/staff/forms/submissions',
    {
      schema: {
        summary: 'Submitted forms: filter by status, form or customer; sorted and paged',
        querystring: FormSubmissionListQuerySchema,
        response: { 200: listOf(StaffFormSubmissionSchema), ...staffErrors },
      },
    },
    async (request) => {
      const { rows, ...page } = await listPage<Database, 'customer_forms', CustomerFormsTable>(
        filtered(request.query),
        request.query,
        SORTABLE,
        '-completedAt',
        'id',
      );
      return { items: (await withDefinitions(app.db, rows)).map(submissionView), ...page };
    },
  );

  app.get(
    '/api/staff/forms/submissions/:id',
    {
      schema: {
        summary: 'One submission with its answers and files',
        params: SubmissionIdParams,
        response: { 200: StaffFormSubmissionDetailSchema, ...staffErrors },
      },
    },
    async (request) => {
      const form = await loadSubmission(app.db, request.params.id);
      const files = await app.db
        .selectFrom('customer_form_files')
        .select(['id', 'field_id'])
        .where('customer_form_id', '=', form.id)
        .execute();
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
      schema: {
        summary: 'A file the customer sent (download, never shown inline)',
        params: FileParams,
      },
    },
    async (request, reply) => {
      const form = await loadSubmission(app.db, request.params.id);
      const file = await app.db
        .selectFrom('customer_form_files')
        .selectAll()
        .where('id', '=', request.params.fileId)
        .where('customer_form_id', '=', form.id)
        .executeTakeFirst();
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
