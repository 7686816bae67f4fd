import {
  CallBulkAssignSchema,
  CallBulkStatusSchema,
  mayMoveCall,
  StaffListQuerySchema,
  type CallStatus,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CallRequestsTable } from '../../db/schema-calls.js';
import { Refusal } from '../../lib/bulk.js';
import {
  assigneeMustHold,
  linesWithAssignee,
  staffAssigneesRoute,
  staffBulkRoute,
  staffCsvRoute,
} from '../staff/index.js';
import { callsForExport, findCalls, setCallAssignee, setCallStatus } from './repository.js';

const CSV_HEADER = ['received', 'name', 'phone', 'language', 'status', 'assignee', 'updated', 'description'];

/**
 * The call-back queue's bulk actions: the rows an action may change change together in ONE
 * transaction, each with its own audit entry (lib/bulk.ts); a `done` call (final) comes back refused.
 */
const callBulkActions: FastifyPluginAsyncZod = async (app) => {
  const load = (ids: string[]) => findCalls(app.db, ids);
  const audited = (call: CallRequestsTable, action: string, before: object, after: object) => ({
    action: `call-request.${action}`,
    recordType: 'call_request',
    recordId: call.id,
    before,
    after,
  });

  staffBulkRoute(app, {
    url: '/api/staff/call-requests/assign',
    permission: 'calls.write',
    summary: 'Give the selected call-backs to one colleague (or nobody)',
    body: CallBulkAssignSchema,
    ids: (body) => body.ids,
    load,
    check: assigneeMustHold(app, 'calls.write'),
    act: async (trx, call, { body: { assigneeId }, staff, at }) => {
      if (call.assignee_id === assigneeId) return null;
      await setCallAssignee(trx, call.id, assigneeId, staff.account.id, at);
      return audited(call, 'assign', { assigneeId: call.assignee_id }, { assigneeId });
    },
  });

  staffBulkRoute(app, {
    url: '/api/staff/call-requests/status',
    permission: 'calls.write',
    summary: 'Record one outcome for the selected call-backs; a done call is refused',
    body: CallBulkStatusSchema,
    ids: (body) => body.ids,
    load,
    act: async (trx, call, { body: { status }, staff, at }) => {
      if (!mayMoveCall(call.status as CallStatus, status)) return new Refusal('invalid_transition');
      await setCallStatus(trx, call.id, status, staff.account.id, at);
      return audited(call, 'status', { status: call.status }, { status });
    },
  });
};

/** Who a call-back may go to, and the queue as CSV. */
const callListRoutes: FastifyPluginAsyncZod = async (app) => {
  staffAssigneesRoute(app, {
    url: '/api/staff/call-requests/assignees',
    permission: 'calls.read',
    holds: 'calls.write',
    summary: 'The colleagues call-backs may be given to (active, with the calls permission)',
  });

  staffCsvRoute(app, {
    url: '/api/staff/call-requests.csv',
    permission: 'calls.read',
    summary: 'The filtered call-back queue as CSV, in the list order',
    querystring: StaffListQuerySchema,
    list: 'call_requests',
    fileName: 'call-requests.csv',
    header: CSV_HEADER,
    rows: (query, _staff, maxRows) => callsForExport(app.db, query, maxRows),
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
  });
};

/** The call-back queue's bulk actions and export. */
export const callBulkRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(callBulkActions);
  await app.register(callListRoutes);
};
