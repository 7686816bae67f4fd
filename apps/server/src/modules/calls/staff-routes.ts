import {
  CallRequestViewSchema,
  CallStatusUpdateSchema,
  listOf,
  mayMoveCall,
  StaffListQuerySchema,
  type CallStatus,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CallRequestsTable } from '../../db/schema-calls.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { listPage } from '../../lib/list-query.js';
import { auditContext, staffNames, staffOf, writeAudit } from '../staff/index.js';
import { CALL_SORTABLE, callView, filteredCalls, findCall, setCallStatus } from './repository.js';
import { STAFF_ERRORS as errors } from '../../lib/error-responses.js';
import { callBulkRoutes } from './staff-bulk-routes.js';

const IdParams = z.object({ id: z.string().uuid() });

/** The call-back queue of the support desk (permission `calls.*`): list, then set the outcome. */
export const callStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(callBulkRoutes);
  const views = async (rows: CallRequestsTable[]) => {
    const names = await staffNames(
      app.db,
      rows.map((row) => row.assignee_id),
    );
    return rows.map((row) => callView(row, names));
  };

  app.get(
    '/api/staff/call-requests',
    {
      config: { permission: 'calls.read' },
      schema: {
        summary: 'Call requests, oldest waiting first',
        querystring: StaffListQuerySchema,
        response: { 200: listOf(CallRequestViewSchema), ...errors },
      },
    },
    async (request) => {
      const { rows, ...page } = await listPage<Database, 'call_requests', CallRequestsTable>(
        filteredCalls(app.db, request.query),
        request.query,
        CALL_SORTABLE,
        'createdAt',
        'id',
      );
      return { items: await views(rows), ...page };
    },
  );

  app.post(
    '/api/staff/call-requests/:id/status',
    {
      config: { permission: 'calls.write' },
      schema: {
        summary: 'Record the outcome of a call (called back, no answer, done); done is final',
        params: IdParams,
        body: CallStatusUpdateSchema,
        response: { 200: CallRequestViewSchema, ...errors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const { status } = request.body;
      const now = new Date().toISOString();
      await app.db.transaction().execute(async (trx) => {
        const before = await findCall(trx, request.params.id);
        if (!before) throw new AppError(404, 'not_found');
        if (!mayMoveCall(before.status as CallStatus, status)) throw new AppError(400, 'invalid_transition');
        await setCallStatus(trx, before.id, status, staff.account.id, now);
        await writeAudit(trx, auditContext(request), {
          action: 'call-request.status',
          recordType: 'call_request',
          recordId: before.id,
          before: { status: before.status },
          after: { status },
        });
      });
      const [row] = await views([(await findCall(app.db, request.params.id))!]);
      return row!;
    },
  );
};
