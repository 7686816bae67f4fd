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
import { auditContext, staffOf } from '../staff/index.js';
import { applicationDetail, loadApplication } from './application-view.js';
import { evaluationView } from './evaluation-view.js';
import {
  addApplicationNote,
  evaluationSignature,
  findEvaluationLink,
  latestEvaluations,
  linkEvaluation,
  moveApplication,
} from './repository-actions.js';
import { STAFF_ERRORS } from '../../lib/error-responses.js';
import { ApplicationParams } from './staff-routes.js';

/**
 * The HR desk's writes: each change, its pipeline event and its audit entry commit in one
 * transaction. A purged application takes no more changes: there is nobody left to decide about.
 */
export const hrStaffActions: FastifyPluginAsyncZod = async (app) => {
  await app.register(applicationMoves);
  await app.register(evaluationReads);
};

const detail = { 200: HrApplicationDetailSchema, ...STAFF_ERRORS };
const sensitive = (request: Parameters<typeof staffOf>[0]) =>
  staffOf(request).permissions.includes('hr.sensitive');

/** An application's status, notes and linked evaluation. */
const applicationMoves: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/staff/hr/applications/:id/status',
    {
      config: { permission: 'hr.write' },
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
      await moveApplication(app.db, context, before, status);
      return applicationDetail(app.db, before.id, sensitive(request));
    },
  );

  app.post(
    '/api/staff/hr/applications/:id/notes',
    {
      config: { permission: 'hr.write' },
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
      await addApplicationNote(app.db, context, application.id, request.body.text);
      return applicationDetail(app.db, application.id, sensitive(request));
    },
  );

  app.post(
    '/api/staff/hr/applications/:id/evaluations',
    {
      config: { permission: 'hr.write' },
      schema: {
        summary: 'Link an interview evaluation to this application',
        params: ApplicationParams,
        body: HrLinkEvaluationSchema,
        response: detail,
      },
    },
    async (request) => {
      const application = await loadApplication(app.db, request.params.id);
      const evaluation = await findEvaluationLink(app.db, request.body.evaluationId);
      if (!evaluation) throw new AppError(400, 'validation_failed', { evaluationId: ['validation.invalid'] });
      await linkEvaluation(app.db, auditContext(request), evaluation, application.id);
      return applicationDetail(app.db, application.id, sensitive(request));
    },
  );
};

/** The interview evaluations to read or link, and their signatures. */
const evaluationReads: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/hr/evaluations',
    {
      config: { permission: 'hr.read' },
      schema: {
        summary: 'Interview evaluations, newest first (the 100 latest), to read or link',
        querystring: z.object({ unlinked: z.enum(['true', 'false']).optional() }),
        response: { 200: z.array(HrEvaluationSchema), ...STAFF_ERRORS },
      },
    },
    async (request) => {
      const rows = await latestEvaluations(app.db, request.query.unlinked === 'true');
      return rows.map(evaluationView);
    },
  );

  app.get(
    '/api/staff/hr/evaluations/:id/signature',
    {
      config: { permission: 'hr.read' },
      schema: { summary: "The interviewer's drawn signature (PNG)", params: ApplicationParams },
    },
    async (request, reply) => {
      const row = await evaluationSignature(app.db, request.params.id);
      const stored = row && (await app.storage.get(row.signature_key));
      if (!stored) throw new AppError(404, 'not_found');
      return sendStoredFile(reply, { name: 'signature.png', contentType: 'image/png', bytes: stored.bytes });
    },
  );
};
