import {
  ErrorEnvelopeSchema,
  type OfferMarket,
  OfferEditSchema,
  IdParamsSchema,
  listOf,
  StaffOfferSchema,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { OffersTable } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { auditContext, writeAudit } from '../staff/audit.js';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};

const view = (o: OffersTable) => ({
  id: o.id,
  market: o.market as OfferMarket,
  validUntil: o.valid_until,
  sortOrder: o.sort_order,
  title_ar: o.title_ar,
  title_en: o.title_en,
  title_ur: o.title_ur,
  body_ar: o.body_ar,
  body_en: o.body_en,
  body_ur: o.body_ur,
});
const columns = ({ sortOrder, validUntil, ...rest }: z.output<typeof OfferEditSchema>) => ({
  ...rest,
  valid_until: validUntil,
  sort_order: sortOrder,
});

/** The content desk's offers: three languages side by side, last day shown; every write audited and announced. */
export const offerStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const load = async (id: number) => {
    const row = await app.db.selectFrom('offers').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new AppError(404, 'not_found');
    return row;
  };

  app.get(
    '/api/staff/content/offers',
    {
      schema: {
        summary: 'Every offer, expired ones included',
        response: { 200: listOf(StaffOfferSchema), ...errors },
      },
    },
    async () => {
      const rows = await app.db
        .selectFrom('offers')
        .selectAll()
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
      return { items: rows.map(view), total: rows.length };
    },
  );

  app.post(
    '/api/staff/content/offers',
    {
      schema: {
        summary: 'Add an offer',
        body: OfferEditSchema,
        response: { 201: StaffOfferSchema, ...errors },
      },
    },
    async (request, reply) => {
      const id = await app.db.transaction().execute(async (trx) => {
        const { max } = await trx
          .selectFrom('offers')
          .select(sql<number | string | null>`max(id)`.as('max'))
          .executeTakeFirstOrThrow();
        const next = Number(max ?? 0) + 1;
        await trx
          .insertInto('offers')
          .values({ id: next, ...columns(request.body) })
          .execute();
        await writeAudit(trx, auditContext(request), {
          action: 'offer.create',
          recordType: 'offer',
          recordId: String(next),
          after: request.body,
        });
        return next;
      });
      app.contentChanges.notify('offers');
      return reply.status(201).send(view(await load(id)));
    },
  );

  app.put(
    '/api/staff/content/offers/:id',
    {
      schema: {
        summary: 'Edit an offer',
        params: IdParamsSchema,
        body: OfferEditSchema,
        response: { 200: StaffOfferSchema, ...errors },
      },
    },
    async (request) => {
      const before = await load(request.params.id);
      await app.db.transaction().execute(async (trx) => {
        await trx.updateTable('offers').set(columns(request.body)).where('id', '=', before.id).execute();
        await writeAudit(trx, auditContext(request), {
          action: 'offer.update',
          recordType: 'offer',
          recordId: String(before.id),
          before: view(before),
          after: request.body,
        });
      });
      app.contentChanges.notify('offers');
      return view(await load(before.id));
    },
  );

  app.delete(
    '/api/staff/content/offers/:id',
    {
      schema: {
        summary: 'Remove an offer (kept in the audit log)',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const before = await load(request.params.id);
      await app.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('offers').where('id', '=', before.id).execute();
        await writeAudit(trx, auditContext(request), {
          action: 'offer.delete',
          recordType: 'offer',
          recordId: String(before.id),
          before: view(before),
        });
      });
      app.contentChanges.notify('offers');
      return reply.status(204).send(null);
    },
  );
};
