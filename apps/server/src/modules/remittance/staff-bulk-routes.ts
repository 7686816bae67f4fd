import {
  BulkResultSchema,
  RequestBulkAssignSchema,
  RequestBulkStatusSchema,
  StaffListQuerySchema,
  type BulkResult,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvBatches, sendCsv } from '../../lib/csv.js';
import { auditContext, auditExport, staffOf } from '../staff/index.js';
import { STAFF_ERRORS } from '../../lib/error-responses.js';
import { assignRequests, loadQueuedRequests, moveRequests, requestsForExport } from './repository-staff.js';
import { tellCustomer } from './staff-workflow.js';

const CSV_MAX_ROWS = 50_000;

/**
 * The remittance desk's bulk actions and export (PRODUCT.md 14 "Lists"). A bulk action checks
 * each selected request on its own: the ones it may act on change together in one transaction,
 * each with its audit entry; the others come back refused with the reason's code.
 */
export const remittanceStaffBulkRoutes: FastifyPluginAsyncZod = async (app) => {
  const loadMany = (references: string[]) => loadQueuedRequests(app.db, references);
  const unique = (references: string[]) => [...new Set(references)];

  app.post(
    '/api/staff/remittance-requests/assign',
    {
      schema: {
        summary: 'Assign the selected requests to the signed-in officer',
        body: RequestBulkAssignSchema,
        response: { 200: BulkResultSchema, ...STAFF_ERRORS },
      },
    },
    async (request): Promise<BulkResult> => {
      const me = staffOf(request).account.id;
      const references = unique(request.body.references);
      const found = await loadMany(references);
      const refused = references
        .filter((reference) => !found.has(reference))
        .map((reference) => ({ reference, code: 'not_found' }));
      const updated = references.filter((reference) => found.has(reference));
      await assignRequests(
        app.db,
        auditContext(request),
        updated.map((reference) => found.get(reference)!),
        me,
      );
      return { updated, refused };
    },
  );

  app.post(
    '/api/staff/remittance-requests/status',
    {
      schema: {
        summary: 'Move the selected requests to one status; each is checked against the workflow',
        body: RequestBulkStatusSchema,
        response: { 200: BulkResultSchema, ...STAFF_ERRORS },
      },
    },
    async (request): Promise<BulkResult> => {
      const { references: asked, ...change } = request.body;
      const staff = staffOf(request);
      const references = unique(asked);
      const found = await loadMany(references);
      const { refused, moved } = await moveRequests(
        app.db,
        auditContext(request),
        staff.account.id,
        references,
        found,
        change,
      );
      // After the commit, as on the single-request path: only changes that stand are told.
      for (const row of moved) await tellCustomer(app, row, change.status, change.reason ?? '');
      return { updated: moved.map((row) => row.reference), refused };
    },
  );

  app.get(
    '/api/staff/remittance-requests.csv',
    {
      schema: {
        summary: 'The filtered remittance requests as CSV',
        querystring: StaffListQuerySchema,
        response: { 200: z.string(), ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const header = ['received', 'reference', 'service', 'transfer', 'status', 'language', 'updated'];
      const rows = requestsForExport(app.db, request.query, CSV_MAX_ROWS);
      await auditExport(app.db, request, 'remittance_requests', request.query, await rows.count());
      const lines = csvBatches(rows.batches(), (r) => [
        r.created_at,
        r.reference,
        r.service,
        r.transfer_number,
        r.status,
        r.language,
        r.updated_at,
        r.assignee,
        r.reject_reason,
      ]);
      return sendCsv(reply, 'remittance-requests.csv', [...header, 'assignee', 'reject_reason'], lines);
    },
  );
};
