import { IdParamsSchema, listOf, StaffListQuerySchema } from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_ERRORS } from '../../lib/error-responses.js';
import { auditContext } from '../staff/index.js';
import type { ContentArea } from './changes.js';
import { deskRepository, type DeskTable } from './repository-desk.js';

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
    const { table, record, area } = desk;
    const repo = deskRepository<Row>(app.db, table, record);
    const load = (id: number) => repo.load(id);
    // Erased to plain zod types: the generic ones would leave fastify's reply types unresolved.
    const view: z.ZodType = desk.view;
    const edit: z.ZodType = desk.edit;
    const created = { 201: view, ...STAFF_ERRORS };
    const ok = { 200: view, ...STAFF_ERRORS };
    // The response schemas validate what leaves; `as never` only quiets the generic View type.
    const out = (row: Row) => desk.toView(row) as never;

    app.get(
      desk.path,
      {
        config: { permission: 'content.read' },
        schema: {
          summary: `The ${desk.noun} list, paged and sorted`,
          querystring: StaffListQuerySchema,
          response: { 200: listOf(view), ...STAFF_ERRORS },
        },
      },
      async (request) => {
        const { rows, ...page } = await repo.list(request.query, desk.sortable, desk.defaultSort);
        return { items: rows.map(desk.toView), ...page } as never;
      },
    );

    app.post(
      desk.path,
      {
        config: { permission: 'content.write' },
        schema: { summary: `Add a ${desk.noun}`, body: edit, response: created },
      },
      async (request, reply) => {
        const columns = { ...desk.insertDefaults, ...desk.toColumns(request.body as z.output<Edit>) };
        const id = await repo.create(auditContext(request), columns, request.body);
        app.contentChanges.notify(area);
        return reply.status(201).send(out(await load(id)));
      },
    );

    app.put(
      `${desk.path}/:id`,
      {
        config: { permission: 'content.write' },
        schema: {
          summary: `Edit a ${desk.noun}`,
          params: IdParamsSchema,
          body: edit,
          response: ok,
        },
      },
      async (request) => {
        const before = await load(request.params.id);
        await repo.update(
          auditContext(request),
          request.params.id,
          'update',
          desk.toColumns(request.body as z.output<Edit>),
          { before: desk.toView(before), after: request.body },
        );
        app.contentChanges.notify(area);
        return out(await load(request.params.id));
      },
    );

    const column = desk.publishColumn;
    if (column) {
      app.post(
        `${desk.path}/:id/publish`,
        {
          config: { permission: 'content.write' },
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
          await repo.update(
            auditContext(request),
            request.params.id,
            published ? 'publish' : 'unpublish',
            { [column]: published ? 1 : 0 },
            { before: { published: Number(before[column]) === 1 }, after: { published } },
          );
          app.contentChanges.notify(area);
          return out(await load(request.params.id));
        },
      );
    }

    if (desk.remove) {
      app.delete(
        `${desk.path}/:id`,
        {
          config: { permission: 'content.write' },
          schema: {
            summary: `Remove a ${desk.noun} (kept in the audit log)`,
            params: IdParamsSchema,
            response: { 204: z.null(), ...STAFF_ERRORS },
          },
        },
        async (request, reply) => {
          const before = await load(request.params.id);
          await repo.remove(auditContext(request), request.params.id, desk.toView(before));
          app.contentChanges.notify(area);
          return reply.status(204).send(null);
        },
      );
    }
  };
}
