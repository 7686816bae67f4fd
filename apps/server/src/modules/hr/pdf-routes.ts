import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditContext, staffOf, writeAudit } from '../staff/index.js';
import { applicationDetail } from './application-view.js';
import { applicationPdf } from './pdf.js';
import { ApplicationParams } from './staff-routes.js';

/** The printable application: a download for HR, never cached, its reading audited. */
export const hrPdfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/hr/applications/:id/pdf',
    {
      config: { permission: 'hr.read' },
      schema: {
        summary: 'The application as a printable PDF (Arabic and English)',
        params: ApplicationParams,
      },
    },
    async (request, reply) => {
      const detail = await applicationDetail(
        app.db,
        request.params.id,
        staffOf(request).permissions.includes('hr.sensitive'),
      );
      const pdf = applicationPdf(detail);
      await writeAudit(app.db, auditContext(request), {
        action: 'hr.application.pdf',
        recordType: 'job_application',
        recordId: detail.id,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${detail.reference}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};
