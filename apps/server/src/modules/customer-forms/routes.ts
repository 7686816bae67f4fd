import multipart from '@fastify/multipart';
import {
  AssignedFormsSchema,
  ErrorEnvelopeSchema,
  FormHistoryDetailSchema,
  FormHistorySchema,
  FormSubmittedSchema,
  FormToFillSchema,
} from '@waha/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection.js';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { sendStoredFile } from '../../lib/uploads/index.js';
import { rateLimit } from '../../plugins/limiter.js';
import { customerOf } from '../customer-auth/index.js';
import { answersOf } from './answers.js';
import {
  fieldsOf,
  findOwnForm,
  formTransaction,
  historyItem,
  listAssigned,
  listCompleted,
  titleOf,
} from './repository.js';
import { formDefinitionStaffRoutes } from './staff-definitions.js';
import { formSubmissionStaffRoutes } from './staff-submissions.js';
import { formReviewStaffRoutes } from './staff-review.js';
import { readSubmission, storeSubmission } from './submit.js';
import { errorResponses } from '../../lib/error-responses.js';
import type { ZodApp } from '../../lib/zod-app.js';

// An address that cannot name a form (`/forms/nope/xyz`) is a form not found (404), as an unknown
// one is, not a 400: the page then says "form not found", not "could not load, try again". Path
// parameters are bounded by Fastify's maxParamLength (100); only a well-formed id is looked up.
const CLIENT_FORM_ID = /^[A-Za-z0-9_-]{6,24}$/;
const ClientFormId = z.string();
const FillParams = z.object({ formId: z.string(), clientFormId: ClientFormId });
const HistoryParams = z.object({ clientFormId: ClientFormId });
const errors = errorResponses(400, 401, 404);
/** PRODUCT.md section 11: every form POST has its own limit. */
const SUBMIT_LIMIT = { bucket: 'forms-submit', max: 20, windowMs: 60 * 60 * 1000 };

/** This customer's form that is still to fill, under the route's formId; else 404. */
async function formToFill(db: Db, request: FastifyRequest<{ Params: z.infer<typeof FillParams> }>) {
  const { clientFormId } = request.params;
  const form = CLIENT_FORM_ID.test(clientFormId)
    ? await findOwnForm(db, customerOf(request), clientFormId)
    : null;
  const fillable =
    form?.form_id === request.params.formId && form.status === 'assigned' && form.definition.active === 1;
  if (!form || !fillable) throw new AppError(404, 'form_not_found');
  return form;
}

/** This customer's completed form; else 404. */
async function completedForm(db: Db, request: FastifyRequest<{ Params: z.infer<typeof HistoryParams> }>) {
  const { clientFormId } = request.params;
  const form = CLIENT_FORM_ID.test(clientFormId)
    ? await findOwnForm(db, customerOf(request), clientFormId)
    : null;
  if (!form || form.status === 'assigned') throw new AppError(404, 'form_not_found');
  return form;
}

/**
 * The logged-in customer's forms (SPEC.md routes /forms, /forms/:formId/:clientFormId,
 * /formsHistory, /formsHistory/:clientFormId). Every route needs the session, and every query
 * includes the customer's ID: another customer's form is simply not found.
 */
export const customerFormsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireCustomer);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  // Limits per call from UPLOAD_RULES.forms (lib/uploads collectParts).
  await app.register(multipart);
  listRoutes(app);
  fillRoutes(app);
};

/** What the customer reads: the forms waiting, the completed ones, and a completed one's file. */
function listRoutes(app: ZodApp) {
  app.get(
    '/api/forms',
    {
      schema: {
        summary: 'The forms waiting for this customer',
        response: { 200: AssignedFormsSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await listAssigned(app.db, customerOf(request));
      return {
        forms: rows.map((row) => ({
          formId: row.form_id,
          clientFormId: row.id,
          title: { ar: row.title_ar, en: row.title_en, ur: row.title_ur },
          assignedAt: row.assigned_at,
        })),
      };
    },
  );

  app.get(
    '/api/forms/history',
    {
      schema: { summary: "This customer's completed forms", response: { 200: FormHistorySchema, ...errors } },
    },
    async (request) => ({ items: await listCompleted(app.db, customerOf(request)) }),
  );

  app.get(
    '/api/forms/history/:clientFormId',
    {
      schema: {
        summary: 'One completed form with its answers',
        params: HistoryParams,
        response: { 200: FormHistoryDetailSchema, ...errors },
      },
    },
    async (request) => {
      const form = await completedForm(app.db, request);
      return {
        ...historyItem(form),
        answers: await answersOf(app.db, form),
        transaction: await formTransaction(app.db, form),
      };
    },
  );

  app.get(
    '/api/forms/history/:clientFormId/file',
    { schema: { summary: 'The result file staff attached (its owner only)', params: HistoryParams } },
    async (request, reply) => {
      const form = await completedForm(app.db, request);
      const file = form.result_file_key ? await app.storage.get(form.result_file_key) : null;
      if (!file) throw new AppError(404, 'no_file_attached');
      const extension = form.result_file_key!.split('.').pop()!;
      return sendStoredFile(reply, {
        name: form.result_file_name ?? `result.${extension}`,
        contentType: file.contentType,
        bytes: file.bytes,
      });
    },
  );
}

/** A form to fill: its fields, and its submission. */
function fillRoutes(app: ZodApp) {
  app.get(
    '/api/forms/:formId/:clientFormId',
    {
      schema: {
        summary: 'A form to fill, with the transfer it is about',
        params: FillParams,
        response: { 200: FormToFillSchema, ...errors },
      },
    },
    async (request) => {
      const form = await formToFill(app.db, request);
      return {
        formId: form.form_id,
        clientFormId: form.id,
        title: titleOf(form.definition),
        assignedAt: form.assigned_at,
        fields: fieldsOf(form.definition),
        transaction: await formTransaction(app.db, form),
      };
    },
  );

  app.post(
    '/api/forms/:formId/:clientFormId',
    {
      schema: {
        summary: 'Submits a form (multipart: an "answers" JSON part and one part per file field)',
        params: FillParams,
        response: {
          200: FormSubmittedSchema,
          ...errors,
          403: ErrorEnvelopeSchema,
          413: ErrorEnvelopeSchema,
          415: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
        },
      },
      preHandler: rateLimit(SUBMIT_LIMIT, (request) => request.customerId ?? request.ip),
    },
    async (request) => {
      const form = await formToFill(app.db, request);
      const { answers, files } = await readSubmission(request, form);
      const completedAt = await storeSubmission(request, form, answers, files);
      return { clientFormId: form.id, completedAt };
    },
  );
}

/** The forms desk (role `forms`), guarded by the staff permission table. */
export const customerFormsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(formDefinitionStaffRoutes);
  await app.register(formSubmissionStaffRoutes);
  await app.register(formReviewStaffRoutes);
};
