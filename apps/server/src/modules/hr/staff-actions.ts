import { randomUUID } from 'node:crypto';
import {
  HrApplicationDetailSchema,
  HrEvaluationSchema,
  HrLinkEvaluationSchema,
  HrNoteSchema,
  HrStatusChangeSchema,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { sendStoredFile } from '../../lib/uploads/index.js';
import { auditContext, staffOf, writeAudit } from '../staff/index.js';
import { applicationDetail, loadApplication } from './application-view.js';
import { evaluationView } from './evaluation-view.js';
import { STAFF_ERRORS } from '../../lib/error-responses.js';
import { ApplicationParams } from './staff-routes.js';

/**
 * The HR desk's writes: each change, its pipeline event and its audit entry commit in one
 * transaction. A purged application takes no more changes: there is nobody left to decide about.
 */
export const hrStaffActions: FastifyPluginAsyncZod = async (app) => {
  const detail = { 200: HrApplicationDetailSchema, ...STAFF_ERRORS };
  const sensitive = (request: Parameters<typeof staffOf>[0]) =>
    staffOf(request).permissions.includes('hr.sensitive');

  app.post(
    '/api/staff/hr/applications/:id/status',
    {
      schema: {
        summary: 'Move an application in the pipeline (recorded as an event and in the audit log)',
        params: ApplicationParams,
        body: HrStatusChangeSchema,
        response: detail,
      },
    },
    async (request) => {
      const before = await loadApplication(app.db, request.params.id);
      const { status } = request.body;
      if (before.purged_at || before.status === status) throw new AppError(400, 'invalid_transition');
      const context = auditContext(request);
      const now = new Date().toISOString();
      await app.db.transaction().execute(async (trx) => {
        const moved = await trx
          .updateTable('job_applications')
          .set({ status, updated_at: now })
          .where('id', '=', before.id)
          .where('status', '=', before.status)
          .executeTakeFirst();
        // Someone else moved it meanwhile: their change stands, this one is refused.
        if (Number(moved.numUpdatedRows) !== 1) throw new AppError(400, 'invalid_transition');
        await trx
          .insertInto('job_application_events')
          .values({
            id: randomUUID(),
            application_id: before.id,
            from_status: before.status,
            to_status: status,
            actor_id: context.actorId,
            actor_label: context.actorLabel,
            at: now,
          })
          .execute();
        await writeAudit(trx, context, {
          action: 'hr.application.status',
          recordType: 'job_application',
          recordId: before.id,
          before: { status: before.status },
          after: { status },
        });
      });
      return applicationDetail(app.db, before.id, sensitive(request));
    },
  );

  app.post(
    '/api/staff/hr/applications/:id/notes',
    {
      schema: {
        summary: 'Add an internal note (never shown to the applicant)',
        params: ApplicationParams,
        body: HrNoteSchema,
        response: detail,
      },
    },
    async (request) => {
      const application = await loadApplication(app.db, request.params.id);
      if (application.purged_at) throw new AppError(400, 'invalid_transition');
      const context = auditContext(request);
      const id = randomUUID();
      await app.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('job_application_notes')
          .values({
            id,
            application_id: application.id,
            author_id: context.actorId,
            author_label: context.actorLabel,
            text: request.body.text,
            created_at: new Date().toISOString(),
          })
          .execute();
        await writeAudit(trx, context, {
          action: 'hr.application.note',
          recordType: 'job_application',
          recordId: application.id,
          after: { noteId: id },
        });
      });
      return applicationDetail(app.db, application.id, sensitive(request));
    },
  );

  app.post(
    '/api/staff/hr/applications/:id/evaluations',
    {
      schema: {
        summary: 'Link an interview evaluation to this application',
        params: ApplicationParams,
        body: HrLinkEvaluationSchema,
        response: detail,
      },
    },
    async (request) => {
      const application = await loadApplication(app.db, request.params.id);
      const evaluation = await app.db
        .selectFrom('interview_evaluations')
        .select(['id', 'application_id'])
        .where('id', '=', request.body.evaluationId)
        .executeTakeFirst();
      if (!evaluation) throw new AppError(400, 'validation_failed', { evaluationId: ['validation.invalid'] });
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('interview_evaluations')
          .set({ application_id: application.id })
          .where('id', '=', evaluation.id)
          .execute();
        await writeAudit(trx, auditContext(request), {
          action: 'hr.evaluation.link',
          recordType: 'interview_evaluation',
          recordId: evaluation.id,
          before: { applicationId: evaluation.application_id },
          after: { applicationId: application.id },
        });
      });
      return applicationDetail(app.db, application.id, sensitive(request));
    },
  );

  app.get(
    '/api/staff/hr/evaluations',
    {
      schema: {
        summary: 'Interview evaluations, newest first (the 100 latest), to read or link',
        querystring: z.object({ unlinked: z.enum(['true', 'false']).optional() }),
        response: { 200: z.array(HrEvaluationSchema), ...STAFF_ERRORS },
      },
    },
    async (request) => {
      let query = app.db.selectFrom('interview_evaluations').selectAll();
      if (request.query.unlinked === 'true') query = query.where('application_id', 'is', null);
      const rows = await query.orderBy('created_at', 'desc').orderBy('id').limit(100).execute();
      return rows.map(evaluationView);
    },
  );

  app.get(
    '/api/staff/hr/evaluations/:id/signature',
    {
      schema: { summary: "The interviewer's drawn signature (PNG)", params: ApplicationParams },
    },
    async (request, reply) => {
      const row = await app.db
        .selectFrom('interview_evaluations')
        .select('signature_key')
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      const stored = row && (await app.storage.get(row.signature_key));
      if (!stored) throw new AppError(404, 'not_found');
      return sendStoredFile(reply, { name: 'signature.png', contentType: 'image/png', bytes: stored.bytes });
    },
  );
};
