import {
  HrApplicationDetailSchema,
  HrApplicationListQuerySchema,
  HrApplicationRowSchema,
  listOf,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { sendStoredFile } from '../../lib/uploads/index.js';
import { STAFF_ERRORS } from '../../lib/error-responses.js';
import { auditContext, staffOf, writeAudit } from '../staff/index.js';
import { applicationDetail, loadApplication, rowView } from './application-view.js';
import { findApplicationFile, listApplications } from './repository.js';

export const ApplicationParams = z.object({ id: z.uuid() });
/** The HR desk's reads: the list, one application, its files and its PDF (pdf-routes.ts). */
export const hrStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/hr/applications',
    {
      config: { permission: 'hr.read' },
      schema: {
        summary: 'Job applications, newest first (filter by program, position, status, received date)',
        querystring: HrApplicationListQuerySchema,
        response: { 200: listOf(HrApplicationRowSchema), ...STAFF_ERRORS },
      },
    },
    async (request) => {
      const { rows, ...page } = await listApplications(app.db, request.query);
      return { items: rows.map(rowView), ...page };
    },
  );

  app.get(
    '/api/staff/hr/applications/:id',
    {
      config: { permission: 'hr.read' },
      schema: {
        summary:
          'One application: answers (sensitive ones only for hr.sensitive), files, history, notes, evaluations',
        params: ApplicationParams,
        response: { 200: HrApplicationDetailSchema, ...STAFF_ERRORS },
      },
    },
    async (request) =>
      applicationDetail(app.db, request.params.id, staffOf(request).permissions.includes('hr.sensitive')),
  );

  app.get(
    '/api/staff/hr/applications/:id/files/:fileId',
    {
      config: { permission: 'hr.read' },
      schema: {
        summary: "One of the application's files (CV, pictures, certificates, signature); HR only",
        params: ApplicationParams.extend({ fileId: z.uuid() }),
      },
    },
    async (request, reply) => {
      const application = await loadApplication(app.db, request.params.id);
      const row = await findApplicationFile(app.db, application.id, request.params.fileId);
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
