import {
  BulkResultSchema,
  RequestBulkAssignSchema,
  RequestBulkStatusSchema,
  StaffListQuerySchema,
  type BulkResult,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Refusal, runBulk } from '../../lib/bulk.js';
import { csvBatches, sendCsvExport } from '../../lib/csv.js';
import { STAFF_ERRORS } from '../../lib/error-responses.js';
import { auditContext, auditExport, staffOf, writeAudit } from '../staff/index.js';
import { assignRequest, loadQueuedRequests, requestsForExport } from './repository-staff.js';
import { mayMove, moveRequest, tellCustomer } from './staff-workflow.js';

const CSV_HEADER = [
  'received',
  'reference',
  'service',
  'transfer',
  'status',
  'language',
  'updated',
  'assignee',
  'reject_reason',
];

/**
 * The remittance desk's bulk actions (PRODUCT.md 14 "Lists"). A bulk action checks
 * each selected request on its own: the ones it may act on change together in one transaction,
 * each with its audit entry (lib/bulk.ts); the others come back refused with the reason's code.
 */
const remittanceBulkActions: FastifyPluginAsyncZod = async (app) => {
  const loadMany = (references: string[]) => loadQueuedRequests(app.db, references);

  app.post(
    '/api/staff/remittance-requests/assign',
    {
      config: { permission: 'remittance.write' },
      schema: {
        summary: 'Assign the selected requests to the signed-in officer',
        body: RequestBulkAssignSchema,
        response: { 200: BulkResultSchema, ...STAFF_ERRORS },
      },
    },
    async (request): Promise<BulkResult> => {
      const me = staffOf(request).account.id;
      const run = await runBulk(app.db, {
        ids: request.body.references,
        load: loadMany,
        act: (trx, before) => assignRequest(trx, before, me),
        audit: (trx, entry) => writeAudit(trx, auditContext(request), entry),
      });
      return run.result;
    },
  );

  app.post(
    '/api/staff/remittance-requests/status',
    {
      config: { permission: 'remittance.write' },
      schema: {
        summary: 'Move the selected requests to one status; each is checked against the workflow',
        body: RequestBulkStatusSchema,
        response: { 200: BulkResultSchema, ...STAFF_ERRORS },
      },
    },
    async (request): Promise<BulkResult> => {
      const { references, ...change } = request.body;
      const me = staffOf(request).account.id;
      const run = await runBulk(app.db, {
        ids: references,
        load: loadMany,
        act: async (trx, before) => {
          const allowed = mayMove(before.status, change.status);
          // Refused when the workflow forbids it, or when another officer moved it first.
          return (
            (allowed && (await moveRequest(trx, me, before, change))) || new Refusal('invalid_transition')
          );
        },
        audit: (trx, entry) => writeAudit(trx, auditContext(request), entry),
      });
      // After the commit, as on the single-request path: only changes that stand are told.
      for (const row of run.changed) await tellCustomer(app, row, change.status, change.reason ?? '');
      return run.result;
    },
  );
};

/** The filtered queue as CSV. */
const remittanceExportRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/remittance-requests.csv',
    {
      config: { permission: 'remittance.read' },
      schema: {
        summary: 'The filtered remittance requests as CSV',
        querystring: StaffListQuerySchema,
        response: { 200: z.string(), ...STAFF_ERRORS },
      },
    },
    async (request, reply) =>
      sendCsvExport(reply, {
        name: 'remittance-requests.csv',
        header: CSV_HEADER,
        rows: (maxRows) => requestsForExport(app.db, request.query, maxRows),
        audit: (rows) => auditExport(app.db, request, 'remittance_requests', request.query, rows),
        lines: (batches) =>
          csvBatches(batches, (r) => [
            r.created_at,
            r.reference,
            r.service,
            r.transfer_number,
            r.status,
            r.language,
            r.updated_at,
            r.assignee,
            r.reject_reason,
          ]),
      }),
  );
};

/** The remittance desk's bulk actions and export. */
export const remittanceStaffBulkRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(remittanceBulkActions);
  await app.register(remittanceExportRoute);
};
