import {
  ContactBulkHandledSchema,
  ContactMessageViewSchema,
  ErrorEnvelopeSchema,
  listOf,
  StaffListQuerySchema,
  type StaffListQuery,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ContactMessagesTable, Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { countCapped } from '../../lib/count-capped.js';
import { csvBatches, sendCsv } from '../../lib/csv.js';
import { keysetBatches, listOrder, listPage } from '../../lib/list-query.js';
import { auditContext, auditExport, writeAudit } from '../staff/audit.js';
import { staffOf } from '../staff/plugin.js';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};
const IdParams = z.object({ id: z.string().uuid() });
/** The list's sortable fields (PRODUCT.md 14 "Lists"). */
const SORTABLE = { createdAt: 'created_at', name: 'name', email: 'email', status: 'status' };

/** Older rows may hold NUL (stored before withoutNul on SQLite): JSON carries it as \u0000, text. */
const view = (m: ContactMessagesTable) => ({
  id: m.id,
  name: m.name,
  email: m.email,
  message: m.message,
  language: m.language,
  status: m.status,
  createdAt: m.created_at,
  handledAt: m.handled_at ?? null,
});

/** Contact messages (role `support`): list, read, mark handled. The web app shows them as text. */
export const contactStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const filtered = ({ q, status }: StaffListQuery) => {
    // lower() on both sides: PostgreSQL's LIKE is case-sensitive, SQLite's is not.
    let query = app.db.selectFrom('contact_messages');
    if (status) query = query.where('status', '=', status);
    if (q)
      query = query.where((eb) =>
        eb.or([
          eb('email', '=', q.toLowerCase()),
          eb(eb.fn('lower', ['name']), 'like', `%${q.toLowerCase().replace(/[%_\\]/g, '')}%`),
        ]),
      );
    return query;
  };
  const load = async (id: string) => {
    const row = await app.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new AppError(404, 'not_found');
    return row;
  };

  app.get(
    '/api/staff/contact-messages',
    {
      schema: {
        summary: 'Contact messages, newest first',
        querystring: StaffListQuerySchema,
        response: { 200: listOf(ContactMessageViewSchema), ...errors },
      },
    },
    async (request) => {
      const { rows, ...page } = await listPage<Database, 'contact_messages', ContactMessagesTable>(
        filtered(request.query),
        request.query,
        SORTABLE,
        '-createdAt',
        'id',
      );
      return { items: rows.map(view), ...page };
    },
  );

  app.get(
    '/api/staff/contact-messages.csv',
    {
      schema: {
        summary: 'The filtered contact messages as CSV',
        querystring: StaffListQuerySchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const order = listOrder(SORTABLE, request.query.sort, '-createdAt', 'id');
      const rows = await countCapped(filtered(request.query), 49_999);
      await auditExport(app.db, request, 'contact_messages', request.query, rows);
      const batches = keysetBatches<Database, 'contact_messages', ContactMessagesTable>(
        filtered(request.query),
        order,
        50_000,
      );
      return sendCsv(
        reply,
        'contact-messages.csv',
        ['received', 'name', 'email', 'language', 'status', 'handled', 'message'],
        csvBatches(batches, (m) => [
          m.created_at,
          m.name,
          m.email,
          m.language,
          m.status,
          m.handled_at,
          m.message,
        ]),
      );
    },
  );

  app.post(
    '/api/staff/contact-messages/handled',
    {
      schema: {
        summary: 'Mark several messages handled (or not) in one go',
        body: ContactBulkHandledSchema,
        response: { 200: z.object({ updated: z.number() }), ...errors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const { ids, handled } = request.body;
      const now = new Date().toISOString();
      const updated = await app.db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('contact_messages')
          .select(['id', 'status'])
          .where('id', 'in', ids)
          .execute();
        if (before.length !== new Set(ids).size) throw new AppError(404, 'not_found');
        await trx
          .updateTable('contact_messages')
          .set(
            handled
              ? { status: 'handled', handled_by: staff.account.id, handled_at: now }
              : { status: 'new', handled_by: null, handled_at: null },
          )
          .where('id', 'in', ids)
          .execute();
        for (const row of before)
          await writeAudit(trx, auditContext(request), {
            action: 'contact-message.handled',
            recordType: 'contact_message',
            recordId: row.id,
            before: { status: row.status },
            after: { status: handled ? 'handled' : 'new' },
          });
        return before.length;
      });
      return { updated };
    },
  );

  app.get(
    '/api/staff/contact-messages/:id',
    {
      schema: {
        summary: 'One contact message',
        params: IdParams,
        response: { 200: ContactMessageViewSchema, ...errors },
      },
    },
    async (request) => view(await load(request.params.id)),
  );

  app.post(
    '/api/staff/contact-messages/:id/handled',
    {
      schema: {
        summary: 'Mark a message handled (or not)',
        params: IdParams,
        body: z.object({ handled: z.boolean() }),
        response: { 200: ContactMessageViewSchema, ...errors },
      },
    },
    async (request) => {
      const before = await load(request.params.id);
      const staff = staffOf(request);
      const handled = request.body.handled;
      const now = new Date().toISOString();
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('contact_messages')
          .set(
            handled
              ? { status: 'handled', handled_by: staff.account.id, handled_at: now }
              : { status: 'new', handled_by: null, handled_at: null },
          )
          .where('id', '=', before.id)
          .execute();
        await writeAudit(trx, auditContext(request), {
          action: 'contact-message.handled',
          recordType: 'contact_message',
          recordId: before.id,
          before: { status: before.status },
          after: { status: handled ? 'handled' : 'new' },
        });
      });
      return view(await load(before.id));
    },
  );
};
