import { BulkResultSchema, type BulkResult, type StaffPermission } from '@waha/shared';
import type { Transaction } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { runBulk, type Refusal } from '../../lib/bulk.js';
import { STAFF_ERRORS } from '../../lib/error-responses.js';
import { auditContext, writeAudit, type AuditChange } from './audit.js';
import { staffOf, type StaffContext } from './plugin.js';

type App = Parameters<FastifyPluginAsyncZod>[0];

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
    {
      config: { permission: route.permission },
      schema: {
        summary: route.summary,
        body: route.body,
        response: { 200: BulkResultSchema, ...STAFF_ERRORS },
      },
    },
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
