import { ContactMessageViewSchema, ErrorEnvelopeSchema, listOf, StaffListQuerySchema } from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ContactMessagesTable } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { auditContext, writeAudit } from '../staff/audit.js';
import { staffOf } from '../staff/plugin.js';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};
const IdParams = z.object({ id: z.string().uuid() });

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
      const { page, pageSize, q, status } = request.query;
      let query = app.db.selectFrom('contact_messages');
      if (status) query = query.where('status', '=', status);
      if (q)
        query = query.where((eb) =>
          eb.or([eb('email', '=', q.toLowerCase()), eb('name', 'like', `%${q.replace(/[%_\\]/g, '')}%`)]),
        );
      const rows = await query
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id')
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
