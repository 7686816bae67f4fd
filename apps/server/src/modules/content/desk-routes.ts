import { IdParamsSchema, listOf, StaffListQuerySchema } from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_ERRORS } from '../../lib/error-responses.js';
import { auditContext } from '../staff/index.js';
import type { ContentArea } from './changes.js';
import { deskRepository, type DeskTable } from './repository-desk.js';

/** One content desk: its table, schemas and how a row maps to the API. */
export interface ContentDesk<Row, Edit extends z.ZodType, View extends z.ZodType> {
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
}

type App = Parameters<FastifyPluginAsyncZod>[0];

/** What every route of one desk works with. */
interface DeskParts<Row, Edit extends z.ZodType, View extends z.ZodType> {
  desk: ContentDesk<Row, Edit, View>;
  repo: ReturnType<typeof deskRepository<Row>>;
  load: (id: number) => Promise<Row>;
  // Erased to plain zod types: the generic ones would leave fastify's reply types unresolved.
  view: z.ZodType;
  edit: z.ZodType;
  /** The response schemas validate what leaves; `as never` only quiets the generic View type. */
  out: (row: Row) => never;
}

/**
 * One content desk's list, create, edit, publish and remove routes, said once: every desk with
 * numbered rows (posts, FAQ, offers, banners, partners) differs only in its table, its schemas and
 * how a row maps to the API. Every write runs with its audit entry in one transaction and is then
 * announced (app.contentChanges), so public answers and server-rendered pages show it at once.
 */
export function deskRoutes<Row, Edit extends z.ZodType, View extends z.ZodType>(
  desk: ContentDesk<Row, Edit, View>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const repo = deskRepository<Row>(app.db, desk.table, desk.record);
    const parts: DeskParts<Row, Edit, View> = {
      desk,
      repo,
      load: (id) => repo.load(id),
      view: desk.view,
      edit: desk.edit,
      out: (row) => desk.toView(row) as never,
    };
    listAndCreate(app, parts);
    editRoute(app, parts);
    if (desk.publishColumn) publishRoute(app, parts, desk.publishColumn);
    if (desk.remove) removeRoute(app, parts);
  };
}

function listAndCreate<Row, Edit extends z.ZodType, View extends z.ZodType>(
  app: App,
  { desk, repo, load, view, edit, out }: DeskParts<Row, Edit, View>,
) {
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
      schema: { summary: `Add a ${desk.noun}`, body: edit, response: { 201: view, ...STAFF_ERRORS } },
    },
    async (request, reply) => {
      const columns = { ...desk.insertDefaults, ...desk.toColumns(request.body as z.output<Edit>) };
      const id = await repo.create(auditContext(request), columns, request.body);
      app.contentChanges.notify(desk.area);
      return reply.status(201).send(out(await load(id)));
    },
  );
}

function editRoute<Row, Edit extends z.ZodType, View extends z.ZodType>(
  app: App,
  { desk, repo, load, view, edit, out }: DeskParts<Row, Edit, View>,
) {
  app.put(
    `${desk.path}/:id`,
    {
      config: { permission: 'content.write' },
      schema: {
        summary: `Edit a ${desk.noun}`,
        params: IdParamsSchema,
        body: edit,
        response: { 200: view, ...STAFF_ERRORS },
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
      app.contentChanges.notify(desk.area);
      return out(await load(request.params.id));
    },
  );
}

function publishRoute<Row, Edit extends z.ZodType, View extends z.ZodType>(
  app: App,
  { desk, repo, load, view, out }: DeskParts<Row, Edit, View>,
  column: string,
) {
  app.post(
    `${desk.path}/:id/publish`,
    {
      config: { permission: 'content.write' },
      schema: {
        summary: `Publish or unpublish a ${desk.noun}`,
        params: IdParamsSchema,
        body: z.object({ published: z.boolean() }),
        response: { 200: view, ...STAFF_ERRORS },
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
      app.contentChanges.notify(desk.area);
      return out(await load(request.params.id));
    },
  );
}

function removeRoute<Row, Edit extends z.ZodType, View extends z.ZodType>(
  app: App,
  { desk, repo, load }: DeskParts<Row, Edit, View>,
) {
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
      app.contentChanges.notify(desk.area);
      return reply.status(204).send(null);
    },
  );
}
