import { ErrorEnvelopeSchema, FaqEditSchema, IdParamsSchema, listOf, StaffFaqSchema } from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { FaqsTable } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { auditContext, writeAudit } from '../staff/audit.js';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};

const view = (f: FaqsTable) => ({
  id: f.id,
  category: f.category === 'app' ? ('app' as const) : ('general' as const),
  sortOrder: f.sort_order,
  question_ar: f.question_ar,
  question_en: f.question_en,
  question_ur: f.question_ur,
  answer_ar: f.answer_ar,
  answer_en: f.answer_en,
  answer_ur: f.answer_ur,
});
const columns = ({ sortOrder, ...rest }: z.output<typeof FaqEditSchema>) => ({
  ...rest,
  sort_order: sortOrder,
});

/** The content desk's FAQ: three languages side by side; every write audited and announced. */
export const faqStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const load = async (id: number) => {
    const row = await app.db.selectFrom('faqs').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new AppError(404, 'not_found');
    return row;
  };

  app.get(
    '/api/staff/content/faqs',
    { schema: { summary: 'Every FAQ entry', response: { 200: listOf(StaffFaqSchema), ...errors } } },
    async () => {
      const rows = await app.db.selectFrom('faqs').selectAll().orderBy('sort_order').orderBy('id').execute();
      return { items: rows.map(view), total: rows.length };
    },
  );

  app.post(
    '/api/staff/content/faqs',
    {
      schema: {
        summary: 'Add an FAQ entry',
        body: FaqEditSchema,
        response: { 201: StaffFaqSchema, ...errors },
      },
    },
    async (request, reply) => {
      const id = await app.db.transaction().execute(async (trx) => {
        const { max } = await trx
          .selectFrom('faqs')
          .select(sql<number | string | null>`max(id)`.as('max'))
          .executeTakeFirstOrThrow();
        const next = Number(max ?? 0) + 1;
        await trx
          .insertInto('faqs')
          .values({ id: next, ...columns(request.body) })
          .execute();
        await writeAudit(trx, auditContext(request), {
          action: 'faq.create',
          recordType: 'faq',
          recordId: String(next),
          after: request.body,
        });
        return next;
      });
      app.contentChanges.notify('faqs');
      return reply.status(201).send(view(await load(id)));
    },
  );

  app.put(
    '/api/staff/content/faqs/:id',
    {
      schema: {
        summary: 'Edit an FAQ entry',
        params: IdParamsSchema,
        body: FaqEditSchema,
        response: { 200: StaffFaqSchema, ...errors },
      },
    },
    async (request) => {
      const before = await load(request.params.id);
      await app.db.transaction().execute(async (trx) => {
        await trx.updateTable('faqs').set(columns(request.body)).where('id', '=', before.id).execute();
        await writeAudit(trx, auditContext(request), {
          action: 'faq.update',
          recordType: 'faq',
          recordId: String(before.id),
          before: view(before),
          after: request.body,
        });
      });
      app.contentChanges.notify('faqs');
      return view(await load(before.id));
    },
  );

  app.delete(
    '/api/staff/content/faqs/:id',
    {
      schema: {
        summary: 'Remove an FAQ entry (kept in the audit log)',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const before = await load(request.params.id);
      await app.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('faqs').where('id', '=', before.id).execute();
        await writeAudit(trx, auditContext(request), {
          action: 'faq.delete',
          recordType: 'faq',
          recordId: String(before.id),
          before: view(before),
        });
      });
      app.contentChanges.notify('faqs');
      return reply.status(204).send(null);
    },
  );
};
