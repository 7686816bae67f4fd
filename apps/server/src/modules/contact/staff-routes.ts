import {
  ContactBulkHandledSchema,
  ContactMessageViewSchema,
  listOf,
  StaffListQuerySchema,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ContactMessagesTable } from '../../db/schema.js';
import { csvBatches } from '../../lib/csv.js';
import { STAFF_ERRORS } from '../../lib/error-responses.js';
import { auditContext, staffCsvRoute, staffOf } from '../staff/index.js';
import {
  contactMessagesForExport,
  listContactMessages,
  loadContactMessage,
  markHandled,
} from './repository.js';

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
  await app.register(contactQueueRoutes);
  await app.register(contactMessageRoutes);
};

/** The queue: the list, its CSV and marking several handled at once. */
const contactQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/contact-messages',
    {
      config: { permission: 'contact.read' },
      schema: {
        summary: 'Contact messages, newest first',
        querystring: StaffListQuerySchema,
        response: { 200: listOf(ContactMessageViewSchema), ...STAFF_ERRORS },
      },
    },
    async (request) => {
      const { rows, ...page } = await listContactMessages(app.db, request.query);
      return { items: rows.map(view), ...page };
    },
  );

  staffCsvRoute(app, {
    url: '/api/staff/contact-messages.csv',
    permission: 'contact.read',
    summary: 'The filtered contact messages as CSV',
    querystring: StaffListQuerySchema,
    list: 'contact_messages',
    fileName: 'contact-messages.csv',
    header: ['received', 'name', 'email', 'language', 'status', 'handled', 'message'],
    rows: (query, _staff, maxRows) => contactMessagesForExport(app.db, query, maxRows),
    lines: (batches) =>
      csvBatches(batches, (m) => [
        m.created_at,
        m.name,
        m.email,
        m.language,
        m.status,
        m.handled_at,
        m.message,
      ]),
  });

  app.post(
    '/api/staff/contact-messages/handled',
    {
      config: { permission: 'contact.write' },
      schema: {
        summary: 'Mark several messages handled (or not) in one go',
        body: ContactBulkHandledSchema,
        response: { 200: z.object({ updated: z.number() }), ...STAFF_ERRORS },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const { ids, handled } = request.body;
      const updated = await markHandled(app.db, auditContext(request), staff.account.id, ids, handled);
      return { updated };
    },
  );
};

/** One message: read it, mark it handled (or not). */
const contactMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const load = (id: string) => loadContactMessage(app.db, id);

  app.get(
    '/api/staff/contact-messages/:id',
    {
      config: { permission: 'contact.read' },
      schema: {
        summary: 'One contact message',
        params: IdParams,
        response: { 200: ContactMessageViewSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => view(await load(request.params.id)),
  );

  app.post(
    '/api/staff/contact-messages/:id/handled',
    {
      config: { permission: 'contact.write' },
      schema: {
        summary: 'Mark a message handled (or not)',
        params: IdParams,
        body: z.object({ handled: z.boolean() }),
        response: { 200: ContactMessageViewSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => {
      const before = await load(request.params.id);
      const staff = staffOf(request);
      const handled = request.body.handled;
      await markHandled(app.db, auditContext(request), staff.account.id, [before.id], handled);
      return view(await load(before.id));
    },
  );
};
