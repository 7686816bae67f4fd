import multipart from '@fastify/multipart';
import {
  AssignSchema,
  ErrorEnvelopeSchema,
  StaffTicketSchema,
  TicketNoteSchema,
  TicketResolveSchema,
  TicketSolveSchema,
} from '@waha/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.js';
import { STAFF_ERRORS as errors } from '../../../lib/error-responses.js';
import { withoutNul } from '../../../lib/text.js';
import { storeThenCommit } from '../../../lib/uploads/index.js';
import { assertHolds, auditContext, staffOf, writeAudit } from '../../staff/index.js';
import { tellCustomer } from '../notify.js';
import { insertFiles, moveTicket } from '../repository.js';
import { addNote, assignTicket, mayReassign, solveTicket, type Officer } from './moves.js';
import { loadTicket, staffTicketView } from './view.js';
import { readTicketUploads, ticketFileRows } from '../uploads.js';

export const TicketParams = z.object({ id: z.string().regex(/^[A-Z0-9]{2,20}$/) });

/**
 * The support desk's writes (roles `support`, and `escalation` for the resolution): each change
 * and its audit entry commit in one transaction; the customer's SMS goes after the commit.
 */
export const ticketStaffActions: FastifyPluginAsyncZod = async (app) => {
  await app.register(officerActions);
  await app.register(escalationResolution);
  await app.register(responseFiles);
};

const detail = { 200: StaffTicketSchema, ...errors };

const officerOf = (request: FastifyRequest): Officer => {
  const { account } = staffOf(request);
  return { id: account.id, label: account.employee_number };
};

/** The support officer's moves on one ticket: assign, note, solve. */
const officerActions: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/staff/tickets/:id/assign',
    {
      config: { permission: 'tickets.write' },
      schema: {
        summary: 'Assign a ticket (or nobody)',
        params: TicketParams,
        body: AssignSchema,
        response: detail,
      },
    },
    async (request) => {
      const before = await loadTicket(app.db, request.params.id);
      if (!mayReassign(staffOf(request), before)) throw new AppError(403, 'forbidden');
      const { assigneeId } = request.body;
      if (assigneeId) await assertHolds(app.db, assigneeId, 'tickets.write');
      const at = new Date().toISOString();
      await app.db
        .transaction()
        .execute((trx) => assignTicket(trx, auditContext(request), before, assigneeId, at));
      return staffTicketView(app.db, before.id);
    },
  );

  app.post(
    '/api/staff/tickets/:id/notes',
    {
      config: { permission: 'tickets.write' },
      schema: {
        summary: 'An internal note, or a note the customer must answer (open -> awaiting_customer, SMS)',
        params: TicketParams,
        body: TicketNoteSchema,
        response: detail,
      },
    },
    async (request) => {
      const ticket = await loadTicket(app.db, request.params.id);
      const at = new Date().toISOString();
      await app.db
        .transaction()
        .execute((trx) => addNote(trx, auditContext(request), officerOf(request), ticket, request.body, at));
      if (request.body.needsReply) await tellCustomer(app, ticket, 'replyNeeded');
      return staffTicketView(app.db, ticket.id);
    },
  );

  app.post(
    '/api/staff/tickets/:id/solve',
    {
      config: { permission: 'tickets.write' },
      schema: {
        summary: 'Write the response and mark the ticket solved (the customer confirms; SMS)',
        params: TicketParams,
        body: TicketSolveSchema,
        response: detail,
      },
    },
    async (request) => {
      const ticket = await loadTicket(app.db, request.params.id);
      const at = new Date().toISOString();
      await app.db
        .transaction()
        .execute((trx) =>
          solveTicket(
            trx,
            auditContext(request),
            officerOf(request),
            ticket,
            { text: request.body.response, remedy: request.body.remedy },
            at,
          ),
        );
      await tellCustomer(app, ticket, 'solved');
      return staffTicketView(app.db, ticket.id);
    },
  );
};

const escalationResolution: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/staff/tickets/:id/resolve',
    {
      config: { permission: 'escalation.write' },
      schema: {
        summary: "The escalation department's resolution of an escalated ticket (escalated -> closed)",
        params: TicketParams,
        body: TicketResolveSchema,
        response: detail,
      },
    },
    async (request) => {
      // A ticket that never went to the escalation queue is not the escalation role's to see.
      const ticket = await loadTicket(app.db, request.params.id, 'escalated');
      const staff = staffOf(request);
      const resolution = withoutNul(request.body.resolution);
      const { remedy } = request.body;
      await app.db.transaction().execute(async (trx) => {
        await moveTicket(
          trx,
          ticket,
          'resolve',
          { actor: 'employee', actorId: staff.account.id },
          { resolution, remedy },
        );
        await writeAudit(trx, auditContext(request), {
          action: 'ticket.resolve',
          recordType: 'ticket',
          recordId: ticket.id,
          before: { status: ticket.status, remedy: ticket.remedy ?? null },
          after: { status: 'closed', resolution, remedy },
        });
      });
      return staffTicketView(app.db, ticket.id, 'escalated');
    },
  );
};

/** Response files: multipart in their own scope, one file per request, same rules as the customer's. */
const responseFiles: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);
  app.post(
    '/api/staff/tickets/:id/files',
    {
      config: { permission: 'tickets.write' },
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
};
