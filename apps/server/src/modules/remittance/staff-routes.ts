import { randomUUID } from 'node:crypto';
import {
  AssignSchema,
  brand,
  interpolate,
  isLanguage,
  NoteSchema,
  REQUEST_TRANSITIONS,
  RemittanceRequestViewSchema,
  RequestStatusChangeSchema,
  STAFF_MESSAGES,
  type RequestStatus,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RemittanceRequestsTable } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { assertAssignable } from '../staff/accounts.js';
import { auditContext, writeAudit } from '../staff/audit.js';
import { staffOf } from '../staff/plugin.js';
import { remittanceStaffReadRoutes } from './staff-read-routes.js';
import { errors, loadRequest, RefParams, view } from './staff-shared.js';

/**
 * The remittance requests desk (role `operations`): received -> in progress -> completed |
 * rejected (with a reason), an assignee, internal notes, and an SMS to the customer in their
 * language when the request is completed or rejected.
 */
export const remittanceStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(remittanceStaffReadRoutes);
  const load = (reference: string) => loadRequest(app.db, reference);

  app.post(
    '/api/staff/remittance-requests/:reference/status',
    {
      schema: {
        summary: 'Move a request along its workflow; completion and rejection send the customer an SMS',
        params: RefParams,
        body: RequestStatusChangeSchema,
        response: { 200: RemittanceRequestViewSchema, ...errors },
      },
    },
    async (request) => {
      const before = await load(request.params.reference);
      const { status, reason } = request.body;
      const allowed = REQUEST_TRANSITIONS[before.status as RequestStatus] ?? [];
      if (!allowed.includes(status)) throw new AppError(400, 'invalid_transition');
      const now = new Date().toISOString();
      const staff = staffOf(request);
      await app.db.transaction().execute(async (trx) => {
        // Only from the status we read: two officers acting at once cannot both move it.
        const moved = await trx
          .updateTable('remittance_requests')
          .set({
            status,
            updated_at: now,
            ...(status === 'rejected' ? { reject_reason: reason ?? null } : {}),
            ...(before.assignee_id ? {} : { assignee_id: staff.account.id }),
            // A closed request no longer holds its transfer: the customer may ask again.
            ...(status === 'completed' || status === 'rejected' ? { pending_key: null } : {}),
          })
          .where('reference', '=', before.reference)
          .where('status', '=', before.status)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) throw new AppError(400, 'invalid_transition');
        await trx
          .insertInto('remittance_request_events')
          .values({
            id: randomUUID(),
            reference: before.reference,
            status,
            actor: 'employee',
            note: reason ?? null,
            created_at: now,
          })
          .execute();
        await writeAudit(trx, auditContext(request), {
          action: 'remittance-request.status',
          recordType: 'remittance_request',
          recordId: before.reference,
          before: { status: before.status },
          after: { status, ...(reason ? { reason } : {}) },
        });
      });
      if (status === 'completed' || status === 'rejected') await tellCustomer(before, status, reason ?? '');
      return view(await load(before.reference));
    },
  );

  /** After the commit: an SMS cannot be rolled back, so it goes only for a change that stands. */
  async function tellCustomer(
    row: RemittanceRequestsTable,
    status: 'completed' | 'rejected',
    reason: string,
  ) {
    const customer = await app.db
      .selectFrom('core_customers')
      .select(['phone', 'language'])
      .where('national_id', '=', row.national_id)
      .executeTakeFirst();
    if (!customer) return;
    const language = isLanguage(customer.language)
      ? customer.language
      : isLanguage(row.language)
        ? row.language
        : 'ar';
    const text = interpolate(STAFF_MESSAGES[language][`sms.${status}`]!, {
      company: brand.companyShortName[language],
      reference: row.reference,
      reason,
    });
    try {
      await app.sms.send({
        id: randomUUID(),
        to: customer.phone,
        text,
        purpose: `request-${status}`,
        subject: row.reference,
        code: '',
      });
    } catch (error) {
      // The status stands; the failure is logged for staff to follow up by phone.
      app.log.warn({ err: error, reference: row.reference }, 'request status SMS not sent');
    }
  }

  app.post(
    '/api/staff/remittance-requests/:reference/assign',
    {
      schema: {
        summary: 'Assign a request to a staff member (or nobody)',
        params: RefParams,
        body: AssignSchema,
        response: { 200: RemittanceRequestViewSchema, ...errors },
      },
    },
    async (request) => {
      const before = await load(request.params.reference);
      const { assigneeId } = request.body;
      if (assigneeId) await assertAssignable(app.db, assigneeId);
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('remittance_requests')
          .set({ assignee_id: assigneeId, updated_at: new Date().toISOString() })
          .where('reference', '=', before.reference)
          .execute();
        await writeAudit(trx, auditContext(request), {
          action: 'remittance-request.assign',
          recordType: 'remittance_request',
          recordId: before.reference,
          before: { assigneeId: before.assignee_id ?? null },
          after: { assigneeId },
        });
      });
      return view(await load(before.reference));
    },
  );

  app.post(
    '/api/staff/remittance-requests/:reference/notes',
    {
      schema: {
        summary: 'Add an internal note (never shown to the customer)',
        params: RefParams,
        body: NoteSchema,
        response: { 201: z.object({ id: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const row = await load(request.params.reference);
      const staff = staffOf(request);
      const id = randomUUID();
      await app.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('staff_notes')
          .values({
            id,
            record_type: 'remittance_request',
            record_id: row.reference,
            staff_id: staff.account.id,
            staff_label: staff.account.employee_number,
            text: request.body.text.replaceAll('\u0000', '\uFFFD'),
            created_at: new Date().toISOString(),
          })
          .execute();
        await writeAudit(trx, auditContext(request), {
          action: 'remittance-request.note',
          recordType: 'remittance_request',
          recordId: row.reference,
          after: { noteId: id, text: request.body.text },
        });
      });
      return reply.status(201).send({ id });
    },
  );
};
