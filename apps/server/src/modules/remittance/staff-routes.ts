import {
  AssignSchema,
  NoteSchema,
  RemittanceRequestViewSchema,
  RequestStatusChangeSchema,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { assertAssignable, auditContext, staffOf } from '../staff/index.js';
import { remittanceStaffBulkRoutes } from './staff-bulk-routes.js';
import { remittanceStaffReadRoutes } from './staff-read-routes.js';
import { STAFF_ERRORS } from '../../lib/error-responses.js';
import { loadRequest, RefParams, view } from './staff-shared.js';
import { mayMove, tellCustomer } from './staff-workflow.js';
import { addRequestNote, assignOneRequest, moveOneRequest } from './repository-staff.js';

/**
 * The remittance requests desk (role `operations`): received -> in progress -> completed |
 * rejected (with a reason), an assignee, internal notes, and an SMS to the customer in their
 * language when the request is completed or rejected.
 */
export const remittanceStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(remittanceStaffReadRoutes);
  await app.register(remittanceStaffBulkRoutes);
  const load = (reference: string) => loadRequest(app.db, reference);

  app.post(
    '/api/staff/remittance-requests/:reference/status',
    {
      config: { permission: 'remittance.write' },
      schema: {
        summary: 'Move a request along its workflow; completion and rejection send the customer an SMS',
        params: RefParams,
        body: RequestStatusChangeSchema,
        response: { 200: RemittanceRequestViewSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => {
      const before = await load(request.params.reference);
      const change = request.body;
      if (!mayMove(before.status, change.status)) throw new AppError(400, 'invalid_transition');
      const staff = staffOf(request);
      await moveOneRequest(app.db, auditContext(request), staff.account.id, before, change);
      await tellCustomer(app, before, change.status, change.reason ?? '');
      return view(await load(before.reference));
    },
  );

  app.post(
    '/api/staff/remittance-requests/:reference/assign',
    {
      config: { permission: 'remittance.write' },
      schema: {
        summary: 'Assign a request to a staff member (or nobody)',
        params: RefParams,
        body: AssignSchema,
        response: { 200: RemittanceRequestViewSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => {
      const before = await load(request.params.reference);
      const { assigneeId } = request.body;
      if (assigneeId) await assertAssignable(app.db, assigneeId);
      await assignOneRequest(app.db, auditContext(request), before, assigneeId);
      return view(await load(before.reference));
    },
  );

  app.post(
    '/api/staff/remittance-requests/:reference/notes',
    {
      config: { permission: 'remittance.write' },
      schema: {
        summary: 'Add an internal note (never shown to the customer)',
        params: RefParams,
        body: NoteSchema,
        response: { 201: z.object({ id: z.string() }), ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const row = await load(request.params.reference);
      const staff = staffOf(request);
      const id = await addRequestNote(
        app.db,
        auditContext(request),
        row.reference,
        { id: staff.account.id, label: staff.account.employee_number },
        request.body.text,
      );
      return reply.status(201).send({ id });
    },
  );
};
