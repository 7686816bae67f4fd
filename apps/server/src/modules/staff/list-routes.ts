import { AssigneeSchema, BulkResultSchema, type BulkResult, type StaffPermission } from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { runBulk, type Refusal } from '../../lib/bulk.js';
import { sendCsvExport, type CsvRow, type ExportRows } from '../../lib/csv.js';
import { STAFF_ERRORS } from '../../lib/error-responses.js';
import { assertHolds, staffWithPermission } from './accounts/assignees.js';
import { auditContext, auditExport, writeAudit, type AuditChange } from './audit/audit.js';
import { staffOf, type StaffContext } from './plugin.js';

/*
 * The routes every queue desk has beside its list: who its items may go to, bulk actions and the
 * CSV export. Each desk
 * gives its rows and its action; the transaction, the audit entries, the row cap, the answer and
 * the route's permission (in its config) are written here once.
 */

type App = Parameters<FastifyPluginAsyncZod>[0];

/** A staff route's options: the permission it takes, its schema, and the refusals staff routes answer. */
const staffRoute = (permission: StaffPermission, schema: object, ok: z.ZodType) => ({
  config: { permission },
  schema: { ...schema, response: { 200: ok, ...STAFF_ERRORS } },
});

/** What one bulk request knows while it acts: its body, who acts, and one time for every change. */
export interface BulkContext<Body> {
  body: Body;
  staff: StaffContext;
  at: string;
}

/** One desk's bulk action: the selected ids, the action on each, and the permission it takes. */
export interface StaffBulkRoute<Schema extends z.ZodType, Row> {
  url: string;
  permission: StaffPermission;
  summary: string;
  body: Schema;
  ids: (body: z.infer<Schema>) => readonly string[];
  load: (ids: string[]) => Promise<ReadonlyMap<string, Row>>;
  /** Refuses the whole request before anything changes (an assignee who may not hold the rows). */
  check?: (context: BulkContext<z.infer<Schema>>) => Promise<void>;
  /** Changes one row and answers its audit entry, `null` when it already is as asked, or a refusal. */
  act: (
    trx: Transaction<Database>,
    row: Row,
    context: BulkContext<z.infer<Schema>>,
  ) => Promise<AuditChange | Refusal | null>;
  /** After the commit, with the rows that changed: what cannot be rolled back (an SMS). */
  after?: (changed: Row[], context: BulkContext<z.infer<Schema>>) => Promise<void>;
}

/**
 * Registers a staff bulk action (PRODUCT.md 14 "Lists"): every selected row the action may change
 * changes in ONE transaction with its own audit entry (lib/bulk.ts), and the answer says, per id,
 * which changed and which were refused and why.
 */
export function staffBulkRoute<Schema extends z.ZodType, Row>(
  app: App,
  route: StaffBulkRoute<Schema, Row>,
): void {
  app.post(
    route.url,
    staffRoute(route.permission, { summary: route.summary, body: route.body }, BulkResultSchema),
    async (request): Promise<BulkResult> => {
      const body = request.body as z.infer<Schema>;
      const context = { body, staff: staffOf(request), at: new Date().toISOString() };
      await route.check?.(context);
      const run = await runBulk(app.db, {
        ids: route.ids(body),
        load: route.load,
        act: (trx, row) => route.act(trx, row, context),
        audit: (trx, entry) => writeAudit(trx, auditContext(request), entry),
      });
      await route.after?.(run.changed, context);
      return run.result;
    },
  );
}

/** One desk's CSV export: the filtered list, in the list's order, capped and audited. */
export interface StaffCsvRoute<Schema extends z.ZodType, Row> {
  url: string;
  permission: StaffPermission;
  summary: string;
  querystring: Schema;
  /** What the audit entry names the list ("call_requests"). */
  list: string;
  fileName: string;
  header: readonly string[];
  rows: (query: z.infer<Schema>, staff: StaffContext, maxRows: number) => ExportRows<Row>;
  lines: (batches: AsyncIterable<Row[]>) => AsyncIterable<readonly CsvRow[]>;
}

/** Registers a staff list's CSV download: lib/csv.ts's one export (one row cap), audited as a disclosure. */
export function staffCsvRoute<Schema extends z.ZodType, Row>(
  app: App,
  route: StaffCsvRoute<Schema, Row>,
): void {
  app.get(
    route.url,
    staffRoute(route.permission, { summary: route.summary, querystring: route.querystring }, z.string()),
    async (request, reply) => {
      const query = request.query as z.infer<Schema> & Record<string, unknown>;
      return sendCsvExport(reply, {
        name: route.fileName,
        header: route.header,
        rows: (maxRows) => route.rows(query, staffOf(request), maxRows),
        audit: (count) => auditExport(app.db, request, route.list, query, count),
        lines: route.lines,
      });
    },
  );
}

/** A queue's "give to" choices: active colleagues who hold `holds`, read under `permission`. */
export function staffAssigneesRoute(
  app: App,
  route: { url: string; permission: StaffPermission; holds: StaffPermission; summary: string },
): void {
  app.get(
    route.url,
    staffRoute(route.permission, { summary: route.summary }, z.array(AssigneeSchema)),
    async () => staffWithPermission(app.db, route.holds),
  );
}

/** A bulk assignment's check: the colleague the items go to (if any) holds `permission`. */
export function assigneeMustHold(app: App, permission: StaffPermission) {
  return async ({ body }: BulkContext<{ assigneeId: string | null }>) => {
    if (body.assigneeId) await assertHolds(app.db, body.assigneeId, permission);
  };
}
