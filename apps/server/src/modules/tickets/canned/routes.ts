import { randomUUID } from 'node:crypto';
import {
  CannedReplyEditSchema,
  CannedReplyPickListSchema,
  CannedReplySchema,
  listOf,
  StaffListQuerySchema,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CannedRepliesTable, Database } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { errorResponses, STAFF_ERRORS } from '../../../lib/error-responses.js';
import { listPage } from '../../../lib/list-query.js';
import { auditContext, staffOf, writeAudit } from '../../staff/index.js';
import {
  CANNED_SORTABLE,
  cannedColumns,
  cannedView,
  deleteCanned,
  filteredCanned,
  findCanned,
  insertCanned,
  pickList,
  updateCanned,
} from './repository.js';
import { isUniqueViolation } from '../repository.js';

const PATH = '/api/staff/canned-replies';
const Params = z.object({ id: z.uuid() });
const WRITE_ERRORS = errorResponses(400, 401, 403, 404, 409);
/** A code already used by another reply: said next to the code field. */
const codeTaken = () =>
  new AppError(409, 'validation_failed', { code: ['tickets:validation.cannedCodeTaken'] });

/** Runs a write; the unique index on `code` decides a race between two leads picking one code. */
async function uniqueCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

/**
 * Canned replies (issue 23): the support lead (`tickets.lead`) keeps them on their own desk, each
 * write with its audit entry in one transaction; every officer (`tickets.read`) reads the pick list
 * from the ticket desk's area. Not content: nothing here reaches the public site or its caches.
 */
export const cannedRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(pickListRoutes);
  await app.register(cannedDeskList);
  await app.register(cannedDeskChanges);
  await app.register(cannedDeskRemoval);
};

const audit = (record: string, action: string) => ({
  recordType: 'canned_reply',
  recordId: record,
  action,
});

const pickListRoutes: FastifyPluginAsyncZod = async (app) => {
  // The pick list for the support desk's reply box and, under its own path and permission, for the
  // escalation department's resolution box (the escalation role holds no `tickets.read`).
  for (const [area, permission] of [
    ['tickets', 'tickets.read'],
    ['escalations', 'escalation.read'],
  ] as const)
    app.get(
      `/api/staff/${area}/canned-replies`,
      {
        config: { permission },
        schema: {
          summary: "Every canned reply, by code, for the reply box's picker",
          response: { 200: CannedReplyPickListSchema, ...STAFF_ERRORS },
        },
      },
      async () => (await pickList(app.db)).map(cannedView),
    );
};

/** The lead's desk: the list, paged and sorted. */
const cannedDeskList: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PATH,
    {
      config: { permission: 'tickets.lead' },
      schema: {
        summary: 'The canned replies desk list, paged and sorted',
        querystring: StaffListQuerySchema,
        response: { 200: listOf(CannedReplySchema), ...STAFF_ERRORS },
      },
    },
    async (request) => {
      const { rows, ...page } = await listPage<Database, 'canned_replies', CannedRepliesTable>(
        filteredCanned(app.db, request.query),
        request.query,
        CANNED_SORTABLE,
        'code',
        'id',
      );
      return { items: rows.map(cannedView), ...page };
    },
  );
};

/** The lead's desk: create and change, each with its audit entry in one transaction. */
const cannedDeskChanges: FastifyPluginAsyncZod = async (app) => {
  app.post(
    PATH,
    {
      config: { permission: 'tickets.lead' },
      schema: {
        summary: 'Create a canned reply (code, title, text in ar, en and ur)',
        body: CannedReplyEditSchema,
        response: { 201: CannedReplySchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const at = new Date().toISOString();
      const row: CannedRepliesTable = {
        id: randomUUID(),
        ...cannedColumns(request.body),
        created_at: at,
        updated_at: at,
        updated_by: staffOf(request).account.id,
      };
      await uniqueCode(() =>
        app.db.transaction().execute(async (trx) => {
          await insertCanned(trx, row);
          await writeAudit(trx, auditContext(request), {
            ...audit(row.id, 'canned.create'),
            after: cannedView(row),
          });
        }),
      );
      return reply.status(201).send(cannedView(row));
    },
  );

  app.put(
    `${PATH}/:id`,
    {
      config: { permission: 'tickets.lead' },
      schema: {
        summary: 'Change a canned reply',
        params: Params,
        body: CannedReplyEditSchema,
        response: { 200: CannedReplySchema, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const { id } = request.params;
      const set = {
        ...cannedColumns(request.body),
        updated_at: new Date().toISOString(),
        updated_by: staffOf(request).account.id,
      };
      const after = await uniqueCode(() =>
        app.db.transaction().execute(async (trx) => {
          const before = await findCanned(trx, id);
          if (!before || !(await updateCanned(trx, id, set))) throw new AppError(404, 'not_found');
          const changed = { ...before, ...set };
          await writeAudit(trx, auditContext(request), {
            ...audit(id, 'canned.update'),
            before: cannedView(before),
            after: cannedView(changed),
          });
          return changed;
        }),
      );
      return cannedView(after);
    },
  );
};

/** The lead's desk: delete, with its audit entry in one transaction. */
const cannedDeskRemoval: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    `${PATH}/:id`,
    {
      config: { permission: 'tickets.lead' },
      schema: {
        summary: 'Delete a canned reply (replies already sent keep their text)',
        params: Params,
        response: { 204: z.null(), ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await app.db.transaction().execute(async (trx) => {
        const before = await findCanned(trx, id);
        if (!before || !(await deleteCanned(trx, id))) throw new AppError(404, 'not_found');
        await writeAudit(trx, auditContext(request), {
          ...audit(id, 'canned.delete'),
          before: cannedView(before),
        });
      });
      return reply.status(204).send(null);
    },
  );
};
