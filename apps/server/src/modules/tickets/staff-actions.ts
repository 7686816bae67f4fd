import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  AssignSchema,
  ErrorEnvelopeSchema,
  StaffTicketSchema,
  TicketNoteSchema,
  TicketResolveSchema,
  TicketSolveSchema,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { storeThenCommit } from '../../lib/uploads/index.js';
import { assertAssignable, auditContext, staffOf, writeAudit } from '../staff/index.js';
import { tellCustomer } from './notify.js';
import { insertFiles, moveTicket } from './repository.js';
import { loadTicket, staffTicketView } from './staff-view.js';
import { readTicketUploads, ticketFileRows } from './uploads.js';

export const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};
export const TicketParams = z.object({ id: z.string().regex(/^[A-Z0-9]{2,20}$/) });
const clean = (text: string) => text.replaceAll('\u0000', '\uFFFD');

/**
 * The support desk's writes (roles `support`, and `escalation` for the resolution): each change
 * and its audit entry commit in one transaction; the customer's SMS goes after the commit.
 */
export const ticketStaffActions: FastifyPluginAsyncZod = async (app) => {
  const detail = { 200: StaffTicketSchema, ...errors };

  app.post(
    '/api/staff/tickets/:id/assign',
    {
      schema: {
        summary: 'Assign a ticket (or nobody)',
        params: TicketParams,
        body: AssignSchema,
        response: detail,
      },
    },
    async (request) => {
      const before = await loadTicket(app.db, request.params.id);
      const { assigneeId } = request.body;
      if (assigneeId) await assertAssignable(app.db, assigneeId);
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('tickets')
          .set({ assignee_id: assigneeId, updated_at: new Date().toISOString() })
          .where('id', '=', before.id)
          .execute();
        await writeAudit(trx, auditContext(request), {
          action: 'ticket.assign',
          recordType: 'ticket',
          recordId: before.id,
          before: { assigneeId: before.assignee_id },
          after: { assigneeId },
        });
      });
      return staffTicketView(app.db, before.id);
    },
  );

  app.post(
    '/api/staff/tickets/:id/notes',
    {
      schema: {
        summary: 'An internal note, or a note the customer must answer (open -> awaiting_customer, SMS)',
        params: TicketParams,
        body: TicketNoteSchema,
        response: detail,
      },
    },
    async (request) => {
      const ticket = await loadTicket(app.db, request.params.id);
      const staff = staffOf(request);
      const { needsReply } = request.body;
      const text = clean(request.body.text);
      const at = new Date().toISOString();
      await app.db.transaction().execute(async (trx) => {
        if (needsReply) {
          await moveTicket(trx, ticket, 'ask', { actor: 'employee', actorId: staff.account.id }, {}, at);
        }
        const noteId = randomUUID();
        await trx
          .insertInto('ticket_notes')
          .values({
            id: noteId,
            ticket_id: ticket.id,
            staff_id: staff.account.id,
            staff_label: staff.account.employee_number,
            text,
            needs_reply: needsReply ? 1 : 0,
            reply: null,
            replied_at: null,
            created_at: at,
          })
          .execute();
        await writeAudit(trx, auditContext(request), {
          action: needsReply ? 'ticket.ask' : 'ticket.note',
          recordType: 'ticket',
          recordId: ticket.id,
          before: needsReply ? { status: ticket.status } : undefined,
          after: { noteId, text, ...(needsReply ? { status: 'awaiting_customer' } : {}) },
        });
      });
      if (needsReply) await tellCustomer(app, ticket, 'replyNeeded');
      return staffTicketView(app.db, ticket.id);
    },
  );

  app.post(
    '/api/staff/tickets/:id/solve',
    {
      schema: {
        summary: 'Write the response and mark the ticket solved (the customer confirms; SMS)',
        params: TicketParams,
        body: TicketSolveSchema,
        response: detail,
      },
    },
    async (request) => {
      const ticket = await loadTicket(app.db, request.params.id);
      const staff = staffOf(request);
      const response = clean(request.body.response);
      await app.db.transaction().execute(async (trx) => {
        await moveTicket(
          trx,
          ticket,
          'solve',
          { actor: 'employee', actorId: staff.account.id },
          {
            response,
            ...(ticket.assignee_id ? {} : { assignee_id: staff.account.id }),
          },
        );
        await writeAudit(trx, auditContext(request), {
          action: 'ticket.solve',
          recordType: 'ticket',
          recordId: ticket.id,
          before: { status: ticket.status, response: ticket.response },
          after: { status: 'solved', response },
        });
      });
      await tellCustomer(app, ticket, 'solved');
      return staffTicketView(app.db, ticket.id);
    },
  );

  app.post(
    '/api/staff/tickets/:id/resolve',
    {
      schema: {
        summary: "The escalation department's resolution of an escalated ticket (escalated -> closed)",
        params: TicketParams,
        body: TicketResolveSchema,
        response: detail,
      },
    },
    async (request) => {
      const ticket = await loadTicket(app.db, request.params.id);
      const staff = staffOf(request);
      const resolution = clean(request.body.resolution);
      await app.db.transaction().execute(async (trx) => {
        await moveTicket(
          trx,
          ticket,
          'resolve',
          { actor: 'employee', actorId: staff.account.id },
          { resolution },
        );
        await writeAudit(trx, auditContext(request), {
          action: 'ticket.resolve',
          recordType: 'ticket',
          recordId: ticket.id,
          before: { status: ticket.status },
          after: { status: 'closed', resolution },
        });
      });
      return staffTicketView(app.db, ticket.id);
    },
  );

  // Response files: multipart in their own scope, one file per request, same rules as the customer's.
  await app.register(async (scope) => {
    await scope.register(multipart);
    scope.post(
      '/api/staff/tickets/:id/files',
      {
        schema: {
          summary: 'Attach a response file (JPG, PNG or PDF by content, under 1.5 MB)',
          params: TicketParams,
          response: { 201: StaffTicketSchema, ...errors, 413: ErrorEnvelopeSchema, 415: ErrorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const ticket = await loadTicket(app.db, TicketParams.parse(request.params).id);
        if (ticket.status === 'closed') throw new AppError(400, 'invalid_transition');
        const files = await (await readTicketUploads(request, 'ticketResponses', [])).read();
        if (files.length !== 1)
          throw new AppError(400, 'validation_failed', { files: ['validation.required'] });
        const { rows, writes } = ticketFileRows(ticket.id, 'response', files, new Date().toISOString());
        await storeThenCommit(app.storage, writes, () =>
          app.db.transaction().execute(async (trx) => {
            await insertFiles(trx, rows);
            await writeAudit(trx, auditContext(request), {
              action: 'ticket.file',
              recordType: 'ticket',
              recordId: ticket.id,
              after: { fileId: rows[0]!.id, name: rows[0]!.file_name, bytes: rows[0]!.size },
            });
          }),
        );
        return reply.status(201).send(await staffTicketView(app.db, ticket.id));
      },
    );
  });
};
