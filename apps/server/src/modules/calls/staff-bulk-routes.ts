import {
  AssigneeSchema,
  BulkResultSchema,
  CallBulkAssignSchema,
  CallBulkStatusSchema,
  mayMoveCall,
  StaffListQuerySchema,
  type BulkResult,
  type CallStatus,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Refusal, runBulk } from '../../lib/bulk.js';
import { sendCsvExport } from '../../lib/csv.js';
import { STAFF_ERRORS } from '../../lib/error-responses.js';
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

const CSV_HEADER = ['received', 'name', 'phone', 'language', 'status', 'assignee', 'updated', 'description'];

/**
 * The call-back queue's bulk actions: the rows an action may change change together in ONE
 * transaction, each with its own audit entry (lib/bulk.ts); a `done` call (final) comes back refused.
 */
const callBulkActions: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/staff/call-requests/assign',
    {
      config: { permission: 'calls.write' },
      schema: {
        summary: 'Give the selected call-backs to one colleague (or nobody)',
        body: CallBulkAssignSchema,
        response: { 200: BulkResultSchema, ...STAFF_ERRORS },
      },
    },
    async (request): Promise<BulkResult> => {
      const { assigneeId } = request.body;
      if (assigneeId) await assertHolds(app.db, assigneeId, 'calls.write');
      const me = staffOf(request).account.id;
      const at = new Date().toISOString();
      const run = await runBulk(app.db, {
        ids: request.body.ids,
        load: (ids) => findCalls(app.db, ids),
        act: async (trx, call) => {
          if (call.assignee_id === assigneeId) return null;
          await setCallAssignee(trx, call.id, assigneeId, me, at);
          const change = { before: { assigneeId: call.assignee_id }, after: { assigneeId } };
          return { action: 'call-request.assign', recordType: 'call_request', recordId: call.id, ...change };
        },
        audit: (trx, entry) => writeAudit(trx, auditContext(request), entry),
      });
      return run.result;
    },
  );

  app.post(
    '/api/staff/call-requests/status',
    {
      config: { permission: 'calls.write' },
      schema: {
        summary: 'Record one outcome for the selected call-backs; a done call is refused',
        body: CallBulkStatusSchema,
        response: { 200: BulkResultSchema, ...STAFF_ERRORS },
      },
    },
    async (request): Promise<BulkResult> => {
      const { status } = request.body;
      const me = staffOf(request).account.id;
      const at = new Date().toISOString();
      const run = await runBulk(app.db, {
        ids: request.body.ids,
        load: (ids) => findCalls(app.db, ids),
        act: async (trx, call) => {
          if (!mayMoveCall(call.status as CallStatus, status)) return new Refusal('invalid_transition');
          await setCallStatus(trx, call.id, status, me, at);
          const change = { before: { status: call.status }, after: { status } };
          return { action: 'call-request.status', recordType: 'call_request', recordId: call.id, ...change };
        },
        audit: (trx, entry) => writeAudit(trx, auditContext(request), entry),
      });
      return run.result;
    },
  );
};

/** Who a call-back may go to, and the queue as CSV. */
const callListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/call-requests/assignees',
    {
      config: { permission: 'calls.read' },
      schema: {
        summary: 'The colleagues call-backs may be given to (active, with the calls permission)',
        response: { 200: z.array(AssigneeSchema), ...STAFF_ERRORS },
      },
    },
    async () => staffWithPermission(app.db, 'calls.write'),
  );

  app.get(
    '/api/staff/call-requests.csv',
    {
      config: { permission: 'calls.read' },
      schema: {
        summary: 'The filtered call-back queue as CSV, in the list order',
        querystring: StaffListQuerySchema,
        response: { 200: z.string(), ...STAFF_ERRORS },
      },
    },
    async (request, reply) =>
      sendCsvExport(reply, {
        name: 'call-requests.csv',
        header: CSV_HEADER,
        rows: (maxRows) => callsForExport(app.db, request.query, maxRows),
        audit: (rows) => auditExport(app.db, request, 'call_requests', request.query, rows),
        lines: (batches) =>
          linesWithAssignee(app.db, batches, (r, assignee) => [
            r.created_at,
            r.name,
            r.phone,
            r.language,
            r.status,
            assignee,
            r.updated_at,
            r.description,
          ]),
      }),
  );
};

/** The call-back queue's bulk actions and export. */
export const callBulkRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(callBulkActions);
  await app.register(callListRoutes);
};
