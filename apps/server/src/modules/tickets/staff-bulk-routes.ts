import {
  AssigneeSchema,
  BulkResultSchema,
  TicketBulkAssignSchema,
  TicketBulkStatusSchema,
  TicketListQuerySchema,
  type BulkResult,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TicketsTable } from '../../db/schema.js';
import { foundOrRefused, uniqueIds } from '../../lib/bulk.js';
import { sendCsv } from '../../lib/csv.js';
import {
  assertHolds,
  auditContext,
  auditExport,
  linesWithAssignee,
  staffOf,
  staffWithPermission,
} from '../staff/index.js';
import { tellCustomer } from './notify.js';
import { TICKET_MOVES } from './repository.js';
import { errors } from './staff-actions.js';
import { addNote, assignTicket, mayReassign, solveTicket } from './staff-moves.js';
import { findTickets, ticketsForExport } from './staff-repository.js';

const CSV_MAX_ROWS = 50_000;
/** The move behind each status an officer may set in bulk. */
const BULK_MOVE = { awaiting_customer: 'ask', solved: 'solve' } as const;

/**
 * The ticket queue's bulk actions and export (PRODUCT.md 14 "Lists"). The tickets a bulk action
 * may act on change together in ONE transaction, each with its own audit entry (so the log reads
 * per ticket, as for a single change); a ticket the workflow forbids comes back refused, by id.
 */
export const ticketBulkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/tickets/assignees',
    {
      schema: {
        summary: 'The colleagues tickets may be assigned to (active, with the tickets permission)',
        response: { 200: z.array(AssigneeSchema), ...errors },
      },
    },
    async () => staffWithPermission(app.db, 'tickets.write'),
  );

  app.post(
    '/api/staff/tickets/assign',
    {
      schema: {
        summary: 'Assign the selected tickets to one colleague (or nobody)',
        body: TicketBulkAssignSchema,
        response: { 200: BulkResultSchema, ...errors },
      },
    },
    async (request): Promise<BulkResult> => {
      const { assigneeId } = request.body;
      if (assigneeId) await assertHolds(app.db, assigneeId, 'tickets.write');
      const ids = uniqueIds(request.body.ids);
      const found = await findTickets(app.db, ids);
      // Tickets other officers hold stay theirs unless a lead moves them; the rest go ahead.
      const held = [...found.values()].filter((ticket) => !mayReassign(staffOf(request), ticket));
      for (const ticket of held) found.delete(ticket.id);
      const at = new Date().toISOString();
      await app.db.transaction().execute(async (trx) => {
        for (const ticket of found.values()) {
          if (ticket.assignee_id !== assigneeId)
            await assignTicket(trx, auditContext(request), ticket, assigneeId, at);
        }
      });
      const result = foundOrRefused(ids, found);
      const refused = new Set(held.map((ticket) => ticket.id));
      return {
        updated: result.updated,
        refused: result.refused.map((r) => (refused.has(r.reference) ? { ...r, code: 'forbidden' } : r)),
      };
    },
  );

  app.post(
    '/api/staff/tickets/status',
    {
      schema: {
        summary: 'Ask the same question of, or give the same response to, the selected tickets',
        body: TicketBulkStatusSchema,
        response: { 200: BulkResultSchema, ...errors },
      },
    },
    async (request): Promise<BulkResult> => {
      const { status, text, remedy } = request.body;
      const { account } = staffOf(request);
      const officer = { id: account.id, label: account.employee_number };
      const move = BULK_MOVE[status];
      const ids = uniqueIds(request.body.ids);
      const found = await findTickets(app.db, ids);
      const refused: BulkResult['refused'] = [];
      const moved: TicketsTable[] = [];
      const at = new Date().toISOString();
      await app.db.transaction().execute(async (trx) => {
        for (const id of ids) {
          const ticket = found.get(id);
          if (!ticket) refused.push({ reference: id, code: 'not_found' });
          else if (!(TICKET_MOVES[move].from as readonly string[]).includes(ticket.status))
            refused.push({ reference: id, code: 'invalid_transition' });
          else {
            if (move === 'ask')
              await addNote(trx, auditContext(request), officer, ticket, { text, needsReply: true }, at);
            // The schema requires the remedy for `solved`.
            else
              await solveTicket(trx, auditContext(request), officer, ticket, { text, remedy: remedy! }, at);
            moved.push(ticket);
          }
        }
      });
      // After the commit, as on the single-ticket path: only changes that stand are told.
      for (const ticket of moved) await tellCustomer(app, ticket, move === 'ask' ? 'replyNeeded' : 'solved');
      return { updated: moved.map((ticket) => ticket.id), refused };
    },
  );

  // The escalation department's export reads escalated tickets only, under its own permission.
  for (const [path, onlyEscalated] of [
    ['/api/staff/tickets.csv', false],
    ['/api/staff/escalations.csv', true],
  ] as const)
    app.get(
      path,
      {
        schema: {
          summary: 'The filtered ticket queue as CSV, in the list order',
          querystring: TicketListQuerySchema,
          response: { 200: z.string(), ...errors },
        },
      },
      async (request, reply) => {
        const rows = ticketsForExport(
          app.db,
          request.query,
          staffOf(request).account.id,
          CSV_MAX_ROWS,
          onlyEscalated,
        );
        await auditExport(
          app.db,
          request,
          onlyEscalated ? 'escalations' : 'tickets',
          request.query,
          await rows.count(),
        );
        const header = ['id', 'received', 'target', 'status', 'request_type', 'category', 'name', 'language'];
        const lines = linesWithAssignee(app.db, rows.batches(), (r, assignee) => [
          r.id,
          r.created_at,
          r.target_at,
          r.status,
          r.request_type,
          r.category,
          r.name,
          r.language,
          assignee,
          r.closed_at,
        ]);
        return sendCsv(
          reply,
          onlyEscalated ? 'escalations.csv' : 'tickets.csv',
          [...header, 'assignee', 'closed'],
          lines,
        );
      },
    );
};
