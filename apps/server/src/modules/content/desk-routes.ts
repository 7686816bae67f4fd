import { ErrorEnvelopeSchema, IdParamsSchema, listOf, StaffListQuerySchema } from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { listPage } from '../../lib/list-query.js';
import { auditContext, writeAudit } from '../staff/audit.js';
import type { ContentArea } from './changes.js';

export const deskErrors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};

type DeskTable = 'posts' | 'faqs' | 'offers' | 'banners' | 'partners';

/**
 * One content desk's list, create, edit, publish and remove routes, said once: every desk with
 * numbered rows (posts, FAQ, offers, banners, partners) differs only in its table, its schemas and
 * how a row maps to the API. Every write runs with its audit entry in one transaction and is then
 * announced (app.contentChanges), so public answers and server-rendered pages show it at once.
 */
export function deskRoutes<Row, Edit extends z.ZodType, View extends z.ZodType>(desk: {
  /** e.g. '/api/staff/content/banners' */
  path: string;
  table: DeskTable;
  area: ContentArea;
  /** The audit log's record type and action prefix, e.g. 'banner' -> 'banner.create'. */
  record: string;
  noun: string;
  edit: Edit;
  view: View;
  toView: (row: Row) => z.infer<View>;
  toColumns: (input: z.output<Edit>) => Record<string, unknown>;
  /** The list's sortable fields (API name -> column) and its default sort, e.g. '-date'. */
  sortable: Record<string, string>;
  defaultSort: string;
  /** Values a new row starts with (e.g. unpublished). */
  insertDefaults?: Record<string, unknown>;
  /** The 0/1 column publish/unpublish sets; no publish route without one. */
  publishColumn?: string;
  remove?: boolean;
}): FastifyPluginAsyncZod {
  return async (app) => {
    // The table name is the desk's choice: the row type is the desk's own (Row), so this one
    // helper talks to the tables through a loosely typed handle.
    const db = app.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const { table, record, area } = desk;
    const load = async (id: number) => {
      const row = await db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw new AppError(404, 'not_found');
      return row as Row;
    };
    const audit = (
      request: Parameters<typeof auditContext>[0],
      trx: Kysely<Database>,
      action: string,
      id: number,
      change: { before?: unknown; after?: unknown },
    ) =>
      writeAudit(trx, auditContext(request), {
        action: `${record}.${action}`,
        recordType: record,
        recordId: String(id),
        ...change,
      });
    // Erased to plain zod types: the generic ones would leave fastify's reply types unresolved.
    const view: z.ZodType = desk.view;
    const edit: z.ZodType = desk.edit;
    const created = { 201: view, ...deskErrors };
    const ok = { 200: view, ...deskErrors };
    // The response schemas validate what leaves; `as never` only quiets the generic View type.
    const out = (row: Row) => desk.toView(row) as never;

    app.get(
      desk.path,
      {
        schema: {
          summary: `The ${desk.noun} list, paged and sorted`,
          querystring: StaffListQuerySchema,
          response: { 200: listOf(view), ...deskErrors },
        },
      },
      async (request) => {
        const { rows, ...page } = await listPage<Record<string, Record<string, unknown>>, string, Row>(
          db.selectFrom(table),
          request.query,
          desk.sortable,
          desk.defaultSort,
          'id',
        );
        return { items: rows.map(desk.toView), ...page } as never;
      },
    );

    app.post(
      desk.path,
      { schema: { summary: `Add a ${desk.noun}`, body: edit, response: created } },
      async (request, reply) => {
        const id = await app.db.transaction().execute(async (trx) => {
          // Ids are numbers in the public API: the next one, taken inside the transaction.
          const loose = trx as unknown as typeof db;
          const { max } = await loose
            .selectFrom(table)
            .select(sql<number | string | null>`max(id)`.as('max'))
            .executeTakeFirstOrThrow();
          const next = Number(max ?? 0) + 1;
          await loose
            .insertInto(table)
            .values({ id: next, ...desk.insertDefaults, ...desk.toColumns(request.body as z.output<Edit>) })
            .execute();
          await audit(request, trx, 'create', next, { after: request.body });
          return next;
        });
        app.contentChanges.notify(area);
        return reply.status(201).send(out(await load(id)));
      },
    );

    app.put(
      `${desk.path}/:id`,
      {
        schema: {
          summary: `Edit a ${desk.noun}`,
          params: IdParamsSchema,
          body: edit,
          response: ok,
        },
      },
      async (request) => {
        const before = await load(request.params.id);
        await app.db.transaction().execute(async (trx) => {
          await (trx as unknown as typeof db)
            .updateTable(table)
            .set(desk.toColumns(request.body as z.output<Edit>))
            .where('id', '=', request.params.id)
            .execute();
          await audit(request, trx, 'update', request.params.id, {
            before: desk.toView(before),
            after: request.body,
          });
        });
        app.contentChanges.notify(area);
        return out(await load(request.params.id));
      },
    );

    const column = desk.publishColumn;
    if (column) {
      app.post(
        `${desk.path}/:id/publish`,
        {
          schema: {
            summary: `Publish or unpublish a ${desk.noun}`,
            params: IdParamsSchema,
            body: z.object({ published: z.boolean() }),
            response: ok,
          },
        },
        async (request) => {
          const before = (await load(request.params.id)) as Record<string, unknown>;
          const published = request.body.published;
          await app.db.transaction().execute(async (trx) => {
            await (trx as unknown as typeof db)
              .updateTable(table)
              .set({ [column]: published ? 1 : 0 })
              .where('id', '=', request.params.id)
              .execute();
            await audit(request, trx, published ? 'publish' : 'unpublish', request.params.id, {
              before: { published: Number(before[column]) === 1 },
              after: { published },
            });
          });
          app.contentChanges.notify(area);
          return out(await load(request.params.id));
        },
      );
    }

    if (desk.remove) {
      app.delete(
        `${desk.path}/:id`,
        {
          schema: {
            summary: `Remove a ${desk.noun} (kept in the audit log)`,
            params: IdParamsSchema,
            response: { 204: z.null(), ...deskErrors },
          },
        },
        async (request, reply) => {
          const before = await load(request.params.id);
          await app.db.transaction().execute(async (trx) => {
            await (trx as unknown as typeof db)
              .deleteFrom(table)
              .where('id', '=', request.params.id)
              .execute();
            await audit(request, trx, 'delete', request.params.id, { before: desk.toView(before) });
          });
          app.contentChanges.notify(area);
          return reply.status(204).send(null);
        },
      );
    }
  };
}
