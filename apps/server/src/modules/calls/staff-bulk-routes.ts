import {
  AssigneeSchema,
  BulkResultSchema,
  CallBulkAssignSchema,
  CallBulkStatusSchema,
  ErrorEnvelopeSchema,
  mayMoveCall,
  StaffListQuerySchema,
  type BulkResult,
  type CallStatus,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { foundOrRefused, uniqueIds } from '../../lib/bulk.js';
import { sendCsv } from '../../lib/csv.js';
import {
  assertHolds,
  auditContext,
  auditExport,
  linesWithAssignee,
  staffOf,
  staffWithPermission,
  writeAudit,
} from '../staff/index.js';
import { callsForExport, findCalls, setCallAssignee, setCallStatus } from './repository.js';

const CSV_MAX_ROWS = 50_000;
export const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};

/**
 * The call-back queue's bulk actions and export. The rows an action may change change together in
 * ONE transaction, each with its own audit entry; a `done` call (final) comes back refused.
 */
export const callBulkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/call-requests/assignees',
    {
      schema: {
        summary: 'The colleagues call-backs may be given to (active, with the calls permission)',
        response: { 200: z.array(AssigneeSchema), ...errors },
      },
    },
    async () => staffWithPermission(app.db, 'calls.write'),
  );

  app.post(
    '/api/staff/call-requests/assign',
    {
      schema: {
        summary: 'Give the selected call-backs to one colleague (or nobody)',
        body: CallBulkAssignSchema,
        response: { 200: BulkResultSchema, ...errors },
      },
    },
    async (request): Promise<BulkResult> => {
      const { assigneeId } = request.body;
      if (assigneeId) await assertHolds(app.db, assigneeId, 'calls.write');
      const me = staffOf(request).account.id;
      const ids = uniqueIds(request.body.ids);
      const found = await findCalls(app.db, ids);
      const at = new Date().toISOString();
      await app.db.transaction().execute(async (trx) => {
        for (const call of found.values()) {
          if (call.assignee_id === assigneeId) continue;
          await setCallAssignee(trx, call.id, assigneeId, me, at);
          await writeAudit(trx, auditContext(request), {
            action: 'call-request.assign',
            recordType: 'call_request',
            recordId: call.id,
            before: { assigneeId: call.assignee_id },
            after: { assigneeId },
          });
        }
      });
      return foundOrRefused(ids, found);
    },
  );

  app.post(
    '/api/staff/call-requests/status',
    {
      schema: {
        summary: 'Record one outcome for the selected call-backs; a done call is refused',
        body: CallBulkStatusSchema,
        response: { 200: BulkResultSchema, ...errors },
      },
    },
    async (request): Promise<BulkResult> => {
      const { status } = request.body;
      const me = staffOf(request).account.id;
      const ids = uniqueIds(request.body.ids);
      const found = await findCalls(app.db, ids);
      const result: BulkResult = { updated: [], refused: [] };
      const at = new Date().toISOString();
      await app.db.transaction().execute(async (trx) => {
        for (const id of ids) {
          const call = found.get(id);
          if (!call) result.refused.push({ reference: id, code: 'not_found' });
          else if (!mayMoveCall(call.status as CallStatus, status))
            result.refused.push({ reference: id, code: 'invalid_transition' });
          else {
            await setCallStatus(trx, id, status, me, at);
            await writeAudit(trx, auditContext(request), {
              action: 'call-request.status',
              recordType: 'call_request',
              recordId: id,
              before: { status: call.status },
              after: { status },
            });
            result.updated.push(id);
          }
        }
      });
      return result;
    },
  );

  app.get(
    '/api/staff/call-requests.csv',
    {
      schema: {
        summary: 'The filtered call-back queue as CSV, in the list order',
        querystring: StaffListQuerySchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const rows = callsForExport(app.db, request.query, CSV_MAX_ROWS);
      await auditExport(app.db, request, 'call_requests', request.query, await rows.count());
      const lines = linesWithAssignee(app.db, rows.batches(), (r, assignee) => [
        r.created_at,
        r.name,
        r.phone,
        r.language,
        r.status,
        assignee,
        r.updated_at,
        r.description,
      ]);
      return sendCsv(
        reply,
        'call-requests.csv',
        ['received', 'name', 'phone', 'language', 'status', 'assignee', 'updated', 'description'],
        lines,
      );
    },
  );
};
