import {
  ErrorEnvelopeSchema,
  HrApplicationDetailSchema,
  HrApplicationListQuerySchema,
  HrApplicationRowSchema,
  listOf,
  type HrApplicationListQuery,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, JobApplicationsTable } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { sendStoredFile } from '../../lib/uploads/index.js';
import { listPage } from '../../lib/list-query.js';
import { auditContext, writeAudit } from '../staff/audit.js';
import { staffOf } from '../staff/plugin.js';
import { applicationDetail, loadApplication, rowView } from './application-view.js';

export const hrErrors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};
export const ApplicationParams = z.object({ id: z.uuid() });
const SORTABLE = {
  createdAt: 'created_at',
  fullName: 'full_name',
  position: 'position',
  status: 'status',
  program: 'program',
  reference: 'reference',
};
/** The last instant of a day, so `to=2026-11-24` includes everything received on it. */
const endOfDay = (day: string) => `${day}T23:59:59.999Z`;

/** The HR desk's reads: the list, one application, its files and its PDF (pdf-routes.ts). */
export const hrStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const filtered = (q: HrApplicationListQuery) => {
    let query = app.db.selectFrom('job_applications');
    if (q.program) query = query.where('program', '=', q.program);
    if (q.status) query = query.where('status', '=', q.status);
    if (q.position) {
      const term = q.position.toLowerCase().replace(/[%_\\]/g, '');
      query = query.where((eb) => eb(eb.fn('lower', ['position']), 'like', `%${term}%`));
    }
    if (q.from) query = query.where('created_at', '>=', `${q.from}T00:00:00.000Z`);
    if (q.to) query = query.where('created_at', '<=', endOfDay(q.to));
    if (q.q) {
      const term = q.q.replace(/[%_\\]/g, '');
      query = query.where((eb) =>
        eb.or([
          eb('reference', '=', term.toUpperCase()),
          eb(eb.fn('lower', ['full_name']), 'like', `%${term.toLowerCase()}%`),
        ]),
      );
    }
    return query;
  };

  app.get(
    '/api/staff/hr/applications',
    {
      schema: {
        summary: 'Job applications, newest first (filter by program, position, status, received date)',
        querystring: HrApplicationListQuerySchema,
        response: { 200: listOf(HrApplicationRowSchema), ...hrErrors },
      },
    },
    async (request) => {
      const { rows, ...page } = await listPage<Database, 'job_applications', JobApplicationsTable>(
        filtered(request.query),
        request.query,
        SORTABLE,
        '-createdAt',
        'id',
      );
      return { items: rows.map(rowView), ...page };
    },
  );

  app.get(
    '/api/staff/hr/applications/:id',
    {
      schema: {
        summary:
          'One application: answers (sensitive ones only for hr.sensitive), files, history, notes, evaluations',
        params: ApplicationParams,
        response: { 200: HrApplicationDetailSchema, ...hrErrors },
      },
    },
    async (request) =>
      applicationDetail(app.db, request.params.id, staffOf(request).permissions.includes('hr.sensitive')),
  );

  app.get(
    '/api/staff/hr/applications/:id/files/:fileId',
    {
      schema: {
        summary: "One of the application's files (CV, pictures, certificates, signature); HR only",
        params: ApplicationParams.extend({ fileId: z.uuid() }),
      },
    },
    async (request, reply) => {
      const application = await loadApplication(app.db, request.params.id);
      const row = await app.db
        .selectFrom('job_application_files')
        .selectAll()
        .where('id', '=', request.params.fileId)
        .where('application_id', '=', application.id)
        .executeTakeFirst();
      const stored = row && (await app.storage.get(row.storage_key));
      if (!row || !stored) throw new AppError(404, 'not_found');
      // Who opened an applicant's document is itself worth keeping.
      await writeAudit(app.db, auditContext(request), {
        action: 'hr.application.file.read',
        recordType: 'job_application',
        recordId: application.id,
        after: { fileId: row.id, kind: row.kind },
      });
      return sendStoredFile(reply, {
        name: row.file_name,
        contentType: row.content_type,
        bytes: stored.bytes,
      });
    },
  );
};
