import {
  listOf,
  StaffTicketRowSchema,
  StaffTicketSchema,
  TicketFiguresSchema,
  TicketListQuerySchema,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, TicketsTable } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { STAFF_ERRORS as errors } from '../../../lib/error-responses.js';
import { listPage } from '../../../lib/list-query.js';
import { sendStoredFile } from '../../../lib/uploads/index.js';
import { auditContext, staffOf, writeAudit } from '../../staff/index.js';
import { cannedRoutes } from '../canned/routes.js';
import { complaintRoutes } from '../complaints/routes.js';
import { figuresOf } from './figures.js';
import { ticketStaffActions, TicketParams } from './actions.js';
import { ticketBulkRoutes } from './bulk-routes.js';
import { figureRows, filteredTickets, findTicketFile, TICKET_SORTABLE } from './repository.js';
import { loadTicket, rowViews, staffTicketView } from './view.js';

/** The support desk's reads: the queue, one ticket, its files, escalations and the figures. */
export const ticketStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(ticketStaffActions);
  await app.register(ticketBulkRoutes);
  await app.register(cannedRoutes);
  await app.register(complaintRoutes);
  await app.register(ticketQueues);
  await app.register(ticketReads);
  await app.register(ticketFigures);
};

/** The support queue and the escalation queue. */
const ticketQueues: FastifyPluginAsyncZod = async (app) => {
  for (const [path, onlyEscalated, permission] of [
    ['/api/staff/tickets', false, 'tickets.read'],
    ['/api/staff/escalations', true, 'escalation.read'],
  ] as const) {
    app.get(
      path,
      {
        config: { permission },
        schema: {
          summary: onlyEscalated
            ? 'Escalated tickets, oldest first'
            : 'The ticket queue, oldest target first',
          querystring: TicketListQuerySchema,
          response: { 200: listOf(StaffTicketRowSchema), ...errors },
        },
      },
      async (request) => {
        const me = staffOf(request).account.id;
        const { rows, ...page } = await listPage<Database, 'tickets', TicketsTable>(
          filteredTickets(app.db, request.query, me, onlyEscalated),
          request.query,
          TICKET_SORTABLE,
          'targetAt',
          'id',
        );
        return { items: await rowViews(app.db, rows), ...page };
      },
    );
  }
};

const ticketReads: FastifyPluginAsyncZod = async (app) => {
  // The same reads for the escalation department under its own paths and permission, limited to
  // escalated tickets (ADR 2301): the escalation role no longer holds `tickets.read`.
  for (const [base, scope, permission] of [
    ['/api/staff/tickets', 'all', 'tickets.read'],
    ['/api/staff/escalations', 'escalated', 'escalation.read'],
  ] as const) {
    app.get(
      `${base}/:id`,
      {
        config: { permission },
        schema: {
          summary: 'One ticket with its files, notes, history and its thread in time order',
          params: TicketParams,
          response: { 200: StaffTicketSchema, ...errors },
        },
      },
      async (request) => staffTicketView(app.db, request.params.id, scope),
    );

    app.get(
      `${base}/:id/files/:fileId`,
      {
        config: { permission },
        schema: {
          summary: "Download one of the ticket's files (the customer's attachment or a response file)",
          params: TicketParams.extend({ fileId: z.uuid() }),
        },
      },
      async (request, reply) => {
        await loadTicket(app.db, request.params.id, scope);
        const row = await findTicketFile(app.db, request.params.id, request.params.fileId);
        const stored = row && (await app.storage.get(row.storage_key));
        if (!row || !stored) throw new AppError(404, 'not_found');
        // Who read a customer's document is itself worth keeping.
        await writeAudit(app.db, auditContext(request), {
          action: 'ticket.file.read',
          recordType: 'ticket',
          recordId: row.ticket_id,
          after: { fileId: row.id },
        });
        return sendStoredFile(reply, {
          name: row.file_name,
          contentType: row.content_type,
          bytes: stored.bytes,
        });
      },
    );
  }
};

const ticketFigures: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/ticket-figures',
    {
      config: { permission: 'escalation.read' },
      schema: {
        summary: 'Complaint figures by month of submission (last 12 months)',
        response: { 200: TicketFiguresSchema, ...errors },
      },
    },
    async () => {
      const since = new Date(Date.now() - 366 * 24 * 3600_000).toISOString();
      return figuresOf(await figureRows(app.db, since), new Date());
    },
  );
};
