import { TicketBulkAssignSchema, TicketBulkStatusSchema, TicketListQuerySchema } from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Refusal } from '../../../lib/bulk.js';
import {
  assigneeMustHold,
  linesWithAssignee,
  staffAssigneesRoute,
  staffBulkRoute,
  staffCsvRoute,
} from '../../staff/index.js';
import { tellCustomer } from '../notify.js';
import { TICKET_MOVES } from '../repository.js';
import { mayReassign, ticketAssignment, ticketNote, ticketSolution } from './moves.js';
import { findTickets, ticketsForExport } from './repository.js';

/** The move behind each status an officer may set in bulk. */
const BULK_MOVE = { awaiting_customer: 'ask', solved: 'solve' } as const;
const CSV_HEADER = [
  'id',
  'received',
  'target',
  'status',
  'request_type',
  'category',
  'name',
  'language',
  'assignee',
  'closed',
];

/**
 * The ticket queue's bulk actions (PRODUCT.md 14 "Lists"): the tickets an action may act on change
 * together in ONE transaction, each with its own audit entry (lib/bulk.ts), so the log reads per
 * ticket as for a single change; a ticket the workflow forbids comes back refused, by id.
 */
const ticketBulkActions: FastifyPluginAsyncZod = async (app) => {
  const load = (ids: string[]) => findTickets(app.db, ids);

  staffBulkRoute(app, {
    url: '/api/staff/tickets/assign',
    permission: 'tickets.write',
    summary: 'Assign the selected tickets to one colleague (or nobody)',
    body: TicketBulkAssignSchema,
    ids: (body) => body.ids,
    load,
    check: assigneeMustHold(app, 'tickets.write'),
    act: async (trx, ticket, { body: { assigneeId }, staff, at }) => {
      // Tickets other officers hold stay theirs unless a lead moves them; the rest go ahead.
      if (!mayReassign(staff, ticket)) return new Refusal('forbidden');
      return ticket.assignee_id === assigneeId ? null : ticketAssignment(trx, ticket, assigneeId, at);
    },
  });

  staffBulkRoute(app, {
    url: '/api/staff/tickets/status',
    permission: 'tickets.write',
    summary: 'Ask the same question of, or give the same response to, the selected tickets',
    body: TicketBulkStatusSchema,
    ids: (body) => body.ids,
    load,
    act: async (trx, ticket, { body: { status, text, remedy }, staff, at }) => {
      const move = BULK_MOVE[status];
      if (!(TICKET_MOVES[move].from as readonly string[]).includes(ticket.status))
        return new Refusal('invalid_transition');
      const officer = { id: staff.account.id, label: staff.account.employee_number };
      if (move === 'ask') return ticketNote(trx, officer, ticket, { text, needsReply: true }, at);
      // The schema requires the remedy for `solved`.
      return ticketSolution(trx, officer, ticket, { text, remedy: remedy! }, at);
    },
    // After the commit, as on the single-ticket path: only changes that stand are told.
    after: async (changed, { body: { status } }) => {
      for (const ticket of changed)
        await tellCustomer(app, ticket, BULK_MOVE[status] === 'ask' ? 'replyNeeded' : 'solved');
    },
  });
};

/** Who a ticket may go to, and the queue as CSV. */
const ticketListRoutes: FastifyPluginAsyncZod = async (app) => {
  staffAssigneesRoute(app, {
    url: '/api/staff/tickets/assignees',
    permission: 'tickets.read',
    holds: 'tickets.write',
    summary: 'The colleagues tickets may be assigned to (active, with the tickets permission)',
  });

  // The escalation department's export reads escalated tickets only, under its own permission.
  for (const onlyEscalated of [false, true])
    staffCsvRoute(app, {
      url: onlyEscalated ? '/api/staff/escalations.csv' : '/api/staff/tickets.csv',
      permission: onlyEscalated ? 'escalation.read' : 'tickets.read',
      summary: 'The filtered ticket queue as CSV, in the list order',
      querystring: TicketListQuerySchema,
      list: onlyEscalated ? 'escalations' : 'tickets',
      fileName: onlyEscalated ? 'escalations.csv' : 'tickets.csv',
      header: CSV_HEADER,
      rows: (query, staff, maxRows) =>
        ticketsForExport(app.db, query, staff.account.id, maxRows, onlyEscalated),
      lines: (batches) =>
        linesWithAssignee(app.db, batches, (r, assignee) => [
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
        ]),
    });
};

/** The ticket queue's bulk actions and exports. */
export const ticketBulkRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(ticketBulkActions);
  await app.register(ticketListRoutes);
};
