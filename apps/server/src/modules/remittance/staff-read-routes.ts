import {
  listOf,
  RemittanceRequestDetailSchema,
  RemittanceRequestViewSchema,
  StaffListQuerySchema,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF_ERRORS } from '../../lib/error-responses.js';
import { listRequests, requestEventsAndNotes } from './repository-staff.js';
import { loadRequest, RefParams, view } from './staff-shared.js';

/** The remittance requests desk's reads: the queue (paged, sorted, filtered) and one request. */
export const remittanceStaffReadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/remittance-requests',
    {
      config: { permission: 'remittance.read' },
      schema: {
        summary: 'Remittance service requests, newest first',
        querystring: StaffListQuerySchema,
        response: { 200: listOf(RemittanceRequestViewSchema), ...STAFF_ERRORS },
      },
    },
    async (request) => {
      const { rows, ...page } = await listRequests(app.db, request.query);
      return { items: rows.map(view), ...page };
    },
  );

  app.get(
    '/api/staff/remittance-requests/:reference',
    {
      config: { permission: 'remittance.read' },
      schema: {
        summary: 'One request with its details, history and notes',
        params: RefParams,
        response: { 200: RemittanceRequestDetailSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => {
      const row = await loadRequest(app.db, request.params.reference);
      const [events, notes] = await requestEventsAndNotes(app.db, row.reference);
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
