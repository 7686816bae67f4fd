import {
  BulkResultSchema,
  RequestBulkAssignSchema,
  RequestBulkStatusSchema,
  StaffListQuerySchema,
  type BulkResult,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, RemittanceRequestsTable } from '../../db/schema.js';
import { countCapped } from '../../lib/count-capped.js';
import { sendCsv, type CsvRow } from '../../lib/csv.js';
import { keysetBatches, listOrder } from '../../lib/list-query.js';
import { auditContext, auditExport, writeAudit } from '../staff/audit.js';
import { staffOf } from '../staff/plugin.js';
import { errors, filteredRequests, QUEUED } from './staff-shared.js';
import { mayMove, moveRequest, tellCustomer } from './staff-workflow.js';

const CSV_MAX_ROWS = 50_000;

/**
 * The remittance desk's bulk actions and export (PRODUCT.md 14 "Lists"). A bulk action checks
 * each selected request on its own: the ones it may act on change together in one transaction,
 * each with its audit entry; the others come back refused with the reason's code.
 */
export const remittanceStaffBulkRoutes: FastifyPluginAsyncZod = async (app) => {
  const loadMany = async (references: string[]) => {
    const rows = await app.db
      .selectFrom('remittance_requests')
      .selectAll()
      .where('reference', 'in', references)
      .where('service', 'in', QUEUED)
      .execute();
    return new Map(rows.map((row) => [row.reference, row]));
  };
  const unique = (references: string[]) => [...new Set(references)];

  app.post(
    '/api/staff/remittance-requests/assign',
    {
      schema: {
        summary: 'Assign the selected requests to the signed-in officer',
        body: RequestBulkAssignSchema,
        response: { 200: BulkResultSchema, ...errors },
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
      await app.db.transaction().execute(async (trx) => {
        for (const reference of updated) {
          const before = found.get(reference)!;
          if (before.assignee_id === me) continue;
          await trx
            .updateTable('remittance_requests')
            .set({ assignee_id: me, updated_at: new Date().toISOString() })
            .where('reference', '=', reference)
            .execute();
          await writeAudit(trx, auditContext(request), {
            action: 'remittance-request.assign',
            recordType: 'remittance_request',
            recordId: reference,
            before: { assigneeId: before.assignee_id ?? null },
            after: { assigneeId: me },
          });
        }
      });
      return { updated, refused };
    },
  );

  app.post(
    '/api/staff/remittance-requests/status',
    {
      schema: {
        summary: 'Move the selected requests to one status; each is checked against the workflow',
        body: RequestBulkStatusSchema,
        response: { 200: BulkResultSchema, ...errors },
      },
    },
    async (request): Promise<BulkResult> => {
      const { references: asked, ...change } = request.body;
      const staff = staffOf(request);
      const references = unique(asked);
      const found = await loadMany(references);
      const refused: BulkResult['refused'] = [];
      const moved: RemittanceRequestsTable[] = [];
      await app.db.transaction().execute(async (trx) => {
        for (const reference of references) {
          const before = found.get(reference);
          if (!before) refused.push({ reference, code: 'not_found' });
          else if (!mayMove(before.status, change.status))
            refused.push({ reference, code: 'invalid_transition' });
          else if (!(await moveRequest(trx, auditContext(request), staff.account.id, before, change)))
            refused.push({ reference, code: 'invalid_transition' });
          else moved.push(before);
        }
      });
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
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const header = ['received', 'reference', 'service', 'transfer', 'status', 'language', 'updated'];
      const rows = await countCapped(filteredRequests(app.db, request.query), CSV_MAX_ROWS - 1);
      await auditExport(app.db, request, 'remittance_requests', request.query, rows);
      const batches = keysetBatches<Database, 'remittance_requests', RemittanceRequestsTable>(
        filteredRequests(app.db, request.query),
        listOrder({ createdAt: 'created_at' }, undefined, '-createdAt', 'reference'),
        CSV_MAX_ROWS,
      );
      // Assignees by employee number, looked up once per batch rather than joined into the keyset query.
      async function* lines(): AsyncGenerator<CsvRow[]> {
        for await (const batch of batches) {
          const ids = [...new Set(batch.map((r) => r.assignee_id).filter((id): id is string => Boolean(id)))];
          const staff = ids.length
            ? await app.db
                .selectFrom('staff_accounts')
                .select(['id', 'employee_number'])
                .where('id', 'in', ids)
                .execute()
            : [];
          const numbers = new Map(staff.map((s) => [s.id, s.employee_number]));
          yield batch.map((r) => [
            r.created_at,
            r.reference,
            r.service,
            r.transfer_number,
            r.status,
            r.language,
            r.updated_at,
            r.assignee_id ? numbers.get(r.assignee_id) : null,
            r.reject_reason,
          ]);
        }
      }
      return sendCsv(reply, 'remittance-requests.csv', [...header, 'assignee', 'reject_reason'], lines());
    },
  );
};
