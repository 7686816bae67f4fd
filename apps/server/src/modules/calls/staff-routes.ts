import {
  CALL_STATUSES,
  CallRequestViewSchema,
  CallStatusUpdateSchema,
  ErrorEnvelopeSchema,
  listOf,
  StaffListQuerySchema,
  type CallStatus,
  type Language,
  type StaffListQuery,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CallRequestsTable } from '../../db/schema-calls.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { listPage } from '../../lib/list-query.js';
import { auditContext, writeAudit } from '../staff/audit.js';
import { staffOf } from '../staff/plugin.js';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};
const IdParams = z.object({ id: z.string().uuid() });
const SORTABLE = { createdAt: 'created_at', name: 'name', status: 'status' };

const view = (row: CallRequestsTable) => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  language: row.language as Language,
  description: row.description,
  status: row.status as CallStatus,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** The call-back queue of the support desk (permission `calls.*`): list, then set the outcome. */
export const callStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const filtered = ({ q, status }: StaffListQuery) => {
    let query = app.db.selectFrom('call_requests');
    if (status && (CALL_STATUSES as readonly string[]).includes(status))
      query = query.where('status', '=', status);
    if (q) {
      const digits = q.replace(/[^0-9]/g, '');
      query = query.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['name']), 'like', `%${q.toLowerCase().replace(/[%_\\]/g, '')}%`),
          ...(digits.length >= 4 ? [eb('phone', 'like', `%${digits}%`)] : []),
        ]),
      );
    }
    return query;
  };
  const load = async (id: string) => {
    const row = await app.db.selectFrom('call_requests').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new AppError(404, 'not_found');
    return row;
  };

  app.get(
    '/api/staff/call-requests',
    {
      schema: {
        summary: 'Call requests, oldest waiting first',
        querystring: StaffListQuerySchema,
        response: { 200: listOf(CallRequestViewSchema), ...errors },
      },
    },
    async (request) => {
      const { rows, ...page } = await listPage<Database, 'call_requests', CallRequestsTable>(
        filtered(request.query),
        request.query,
        SORTABLE,
        'createdAt',
        'id',
      );
      return { items: rows.map(view), ...page };
    },
  );

  app.post(
    '/api/staff/call-requests/:id/status',
    {
      schema: {
        summary: 'Record the outcome of a call (called back, no answer, done)',
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
        const before = await trx
          .selectFrom('call_requests')
          .select(['id', 'status'])
          .where('id', '=', request.params.id)
          .executeTakeFirst();
        if (!before) throw new AppError(404, 'not_found');
        await trx
          .updateTable('call_requests')
          .set({ status, updated_at: now, updated_by: staff.account.id })
          .where('id', '=', before.id)
          .execute();
        await writeAudit(trx, auditContext(request), {
          action: 'call-request.status',
          recordType: 'call_request',
          recordId: before.id,
          before: { status: before.status },
          after: { status },
        });
      });
      return view(await load(request.params.id));
    },
  );
};
