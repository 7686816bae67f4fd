import { randomUUID } from 'node:crypto';
import {
  AssignSchema,
  brand,
  ErrorEnvelopeSchema,
  interpolate,
  isLanguage,
  listOf,
  NoteSchema,
  REQUEST_TRANSITIONS,
  RemittanceRequestDetailSchema,
  RemittanceRequestViewSchema,
  RequestStatusChangeSchema,
  StaffListQuerySchema,
  STAFF_MESSAGES,
  type RequestStatus,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RemittanceRequestsTable } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { auditContext, writeAudit } from '../staff/audit.js';
import { staffOf } from '../staff/plugin.js';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};
const RefParams = z.object({ reference: z.string().regex(/^[A-Z0-9]{4,12}$/) });
/** The services staff handle; inquiries are answered at once and never queue. */
const QUEUED = ['change-name', 'cancel', 'statement'];

const view = (r: RemittanceRequestsTable) => ({
  reference: r.reference,
  service: r.service,
  transferNumber: r.transfer_number,
  status: r.status,
  language: r.language,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  assigneeId: r.assignee_id ?? null,
  rejectReason: r.reject_reason ?? null,
});

/**
 * The remittance requests desk (role `operations`): received -> in progress -> completed |
 * rejected (with a reason), an assignee, internal notes, and an SMS to the customer in their
 * language when the request is completed or rejected.
 */
export const remittanceStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const load = async (reference: string) => {
    const row = await app.db
      .selectFrom('remittance_requests')
      .selectAll()
      .where('reference', '=', reference)
      .where('service', 'in', QUEUED)
      .executeTakeFirst();
    if (!row) throw new AppError(404, 'not_found');
    return row;
  };

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
      const { page, pageSize, q, status } = request.query;
      let query = app.db.selectFrom('remittance_requests').where('service', 'in', QUEUED);
      if (status) query = query.where('status', '=', status);
      if (q)
        query = query.where((eb) =>
          eb.or([eb('reference', '=', q.toUpperCase()), eb('transfer_number', '=', q)]),
        );
      const rows = await query
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('reference')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      const { total } = await query
        .select((eb) => eb.fn.countAll<string | number>().as('total'))
        .executeTakeFirstOrThrow();
      return { items: rows.map(view), total: Number(total) };
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
      const row = await load(request.params.reference);
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
      if (assigneeId) {
        const exists = await app.db
          .selectFrom('staff_accounts')
          .select('id')
          .where('id', '=', assigneeId)
          .where('active', '=', 1)
          .executeTakeFirst();
        if (!exists) throw new AppError(400, 'validation_failed', { assigneeId: ['validation.invalid'] });
      }
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
