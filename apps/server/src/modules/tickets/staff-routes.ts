import {
  listOf,
  StaffTicketRowSchema,
  StaffTicketSchema,
  TicketFiguresSchema,
  TicketListQuerySchema,
  type TicketFigures,
  type TicketListQuery,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, TicketsTable } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { listPage } from '../../lib/list-query.js';
import { sendStoredFile } from '../../lib/uploads/index.js';
import { auditContext, writeAudit } from '../staff/audit.js';
import { staffOf } from '../staff/plugin.js';
import { UNRESOLVED } from './repository.js';
import { errors, ticketStaffActions, TicketParams } from './staff-actions.js';
import { rowView, staffTicketView } from './staff-view.js';

const SORTABLE = { createdAt: 'created_at', targetAt: 'target_at', status: 'status', name: 'name' };

/** The support desk's reads: the queue, one ticket, its files, escalations and the figures. */
export const ticketStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(ticketStaffActions);

  const filtered = (q: TicketListQuery, staffId: string, onlyEscalated = false) => {
    let query = app.db.selectFrom('tickets');
    const now = new Date().toISOString();
    if (onlyEscalated) query = query.where('status', '=', 'escalated');
    else if (q.status) query = query.where('status', '=', q.status);
    if (q.requestType) query = query.where('request_type', '=', q.requestType);
    if (q.category) query = query.where('category', '=', q.category);
    if (q.age) {
      query = query
        .where('status', 'in', UNRESOLVED)
        .where('target_at', q.age === 'overdue' ? '<' : '>=', now);
    }
    if (q.assignee === 'none') query = query.where('assignee_id', 'is', null);
    else if (q.assignee) query = query.where('assignee_id', '=', q.assignee === 'me' ? staffId : q.assignee);
    if (q.q) {
      const term = q.q.toUpperCase().replace(/[%_\\]/g, '');
      query = query.where((eb) =>
        eb.or([eb('id', '=', term), eb(eb.fn('lower', ['name']), 'like', `%${term.toLowerCase()}%`)]),
      );
    }
    return query;
  };

  for (const [path, onlyEscalated] of [
    ['/api/staff/tickets', false],
    ['/api/staff/escalations', true],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          summary: onlyEscalated
            ? 'Escalated tickets, oldest first'
            : 'The ticket queue, oldest target first',
          querystring: TicketListQuerySchema,
          response: { 200: listOf(StaffTicketRowSchema), ...errors },
        },
      },
      async (request) => {
        const { rows, ...page } = await listPage<Database, 'tickets', TicketsTable>(
          filtered(request.query, staffOf(request).account.id, onlyEscalated),
          request.query,
          SORTABLE,
          'targetAt',
          'id',
        );
        return { items: rows.map(rowView), ...page };
      },
    );
  }

  app.get(
    '/api/staff/tickets/:id',
    {
      schema: {
        summary: 'One ticket with its files, notes and history',
        params: TicketParams,
        response: { 200: StaffTicketSchema, ...errors },
      },
    },
    async (request) => staffTicketView(app.db, request.params.id),
  );

  app.get(
    '/api/staff/tickets/:id/files/:fileId',
    {
      schema: {
        summary: "Download one of the ticket's files (the customer's attachment or a response file)",
        params: TicketParams.extend({ fileId: z.uuid() }),
      },
    },
    async (request, reply) => {
      const row = await app.db
        .selectFrom('ticket_files')
        .selectAll()
        .where('id', '=', request.params.fileId)
        .where('ticket_id', '=', request.params.id)
        .executeTakeFirst();
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

  app.get(
    '/api/staff/ticket-figures',
    {
      schema: {
        summary: 'Complaint figures by month of submission (last 12 months)',
        response: { 200: TicketFiguresSchema, ...errors },
      },
    },
    async () => {
      const since = new Date(Date.now() - 366 * 24 * 3600_000).toISOString();
      const rows = await app.db
        .selectFrom('tickets')
        .select(['created_at', 'status', 'target_at', 'solved_at', 'escalated_at'])
        .where('created_at', '>=', since)
        .execute();
      return figuresOf(rows, new Date());
    },
  );
};

/** SAMA's figures: per month, how many came in, are open, were solved in 7 days, overdue, escalated. */
export function figuresOf(
  rows: Pick<TicketsTable, 'created_at' | 'status' | 'target_at' | 'solved_at' | 'escalated_at'>[],
  now: Date,
): TicketFigures {
  const months = new Map<string, TicketFigures[number]>();
  for (const row of rows) {
    const month = row.created_at.slice(0, 7);
    const m = months.get(month) ?? {
      month,
      received: 0,
      open: 0,
      solvedWithin7Days: 0,
      overdue: 0,
      escalated: 0,
    };
    m.received += 1;
    if (row.status !== 'closed') m.open += 1;
    const onTime = row.solved_at !== null && row.solved_at <= row.target_at;
    if (onTime) m.solvedWithin7Days += 1;
    const late = row.solved_at ? row.solved_at > row.target_at : Date.parse(row.target_at) < now.getTime();
    if (!onTime && late) m.overdue += 1;
    if (row.escalated_at) m.escalated += 1;
    months.set(month, m);
  }
  return [...months.values()].sort((a, b) => b.month.localeCompare(a.month));
}
