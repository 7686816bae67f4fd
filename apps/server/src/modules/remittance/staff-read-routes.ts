import {
  listOf,
  RemittanceRequestDetailSchema,
  RemittanceRequestViewSchema,
  StaffListQuerySchema,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database, RemittanceRequestsTable } from '../../db/schema.js';
import { listPage } from '../../lib/list-query.js';
import { errors, filteredRequests, loadRequest, RefParams, view } from './staff-shared.js';

/** The list's sortable fields (PRODUCT.md 14 "Lists"). */
const SORTABLE = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  reference: 'reference',
  service: 'service',
  status: 'status',
};

/** The remittance requests desk's reads: the queue (paged, sorted, filtered) and one request. */
export const remittanceStaffReadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/remittance-requests',
    {
      schema: {
        summary: 'Remittance service requests, newest first',
        querystring: StaffListQuerySchema,
        response: { 200: listOf(RemittanceRequestViewSchema), ...errors },
      },
    },
    async (request) => {
      const { rows, ...page } = await listPage<Database, 'remittance_requests', RemittanceRequestsTable>(
        filteredRequests(app.db, request.query),
        request.query,
        SORTABLE,
        '-createdAt',
        'reference',
      );
      return { items: rows.map(view), ...page };
    },
  );

  app.get(
    '/api/staff/remittance-requests/:reference',
    {
      schema: {
        summary: 'One request with its details, history and notes',
        params: RefParams,
        response: { 200: RemittanceRequestDetailSchema, ...errors },
      },
    },
    async (request) => {
      const row = await loadRequest(app.db, request.params.reference);
      const [events, notes] = await Promise.all([
        app.db
          .selectFrom('remittance_request_events')
          .selectAll()
          .where('reference', '=', row.reference)
          .orderBy('created_at')
          .execute(),
        app.db
          .selectFrom('staff_notes')
          .selectAll()
          .where('record_type', '=', 'remittance_request')
          .where('record_id', '=', row.reference)
          .orderBy('created_at')
          .execute(),
      ]);
      return {
        ...view(row),
        details: JSON.parse(row.details) as Record<string, unknown>,
        events: events.map((e) => ({
          status: e.status,
          actor: e.actor,
          note: e.note,
          createdAt: e.created_at,
        })),
        notes: notes.map((n) => ({ id: n.id, staff: n.staff_label, text: n.text, createdAt: n.created_at })),
      };
    },
  );
};
