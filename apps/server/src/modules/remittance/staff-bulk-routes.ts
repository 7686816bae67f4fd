import { RequestBulkAssignSchema, RequestBulkStatusSchema, StaffListQuerySchema } from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Refusal } from '../../lib/bulk.js';
import { csvBatches } from '../../lib/csv.js';
import { staffBulkRoute, staffCsvRoute } from '../staff/index.js';
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
 * The remittance desk's bulk actions and export (PRODUCT.md 14 "Lists"). A bulk action checks
 * each selected request on its own: the ones it may act on change together in one transaction,
 * each with its audit entry (lib/bulk.ts); the others come back refused with the reason's code.
 */
export const remittanceStaffBulkRoutes: FastifyPluginAsyncZod = async (app) => {
  const load = (references: string[]) => loadQueuedRequests(app.db, references);

  staffBulkRoute(app, {
    url: '/api/staff/remittance-requests/assign',
    permission: 'remittance.write',
    summary: 'Assign the selected requests to the signed-in officer',
    body: RequestBulkAssignSchema,
    ids: (body) => body.references,
    load,
    act: (trx, before, { staff }) => assignRequest(trx, before, staff.account.id),
  });

  staffBulkRoute(app, {
    url: '/api/staff/remittance-requests/status',
    permission: 'remittance.write',
    summary: 'Move the selected requests to one status; each is checked against the workflow',
    body: RequestBulkStatusSchema,
    ids: (body) => body.references,
    load,
    act: async (trx, before, { body, staff }) => {
      const allowed = mayMove(before.status, body.status);
      // Refused when the workflow forbids it, or when another officer moved it first.
      return (
        (allowed && (await moveRequest(trx, staff.account.id, before, body))) ||
        new Refusal('invalid_transition')
      );
    },
    // After the commit, as on the single-request path: only changes that stand are told.
    after: async (changed, { body }) => {
      for (const row of changed) await tellCustomer(app, row, body.status, body.reason ?? '');
    },
  });

  staffCsvRoute(app, {
    url: '/api/staff/remittance-requests.csv',
    permission: 'remittance.read',
    summary: 'The filtered remittance requests as CSV',
    querystring: StaffListQuerySchema,
    list: 'remittance_requests',
    fileName: 'remittance-requests.csv',
    header: CSV_HEADER,
    rows: (query, _staff, maxRows) => requestsForExport(app.db, query, maxRows),
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
  });
};
