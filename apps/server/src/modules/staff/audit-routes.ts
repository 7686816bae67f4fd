import {
  AuditEntrySchema,
  AuditQuerySchema,
  ErrorEnvelopeSchema,
  listOf,
  type AuditQuery,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection.js';
import type { Database, StaffAuditLogTable } from '../../db/schema.js';
import { csvBatches, sendCsv } from '../../lib/csv.js';
import { countCapped } from '../../lib/count-capped.js';
import { keysetBatches, listOrder, listPage } from '../../lib/list-query.js';
import { auditExport } from './audit.js';

const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };
const CSV_MAX_ROWS = 50_000;
/** The list's sortable fields (PRODUCT.md 14 "Lists"). */
const SORTABLE = { at: 'at', actor: 'actor_label', action: 'action', recordType: 'record_type' };

function filtered(db: Db, q: AuditQuery) {
  let query = db.selectFrom('staff_audit_log');
  if (q.actor) query = query.where('actor_label', '=', q.actor);
  if (q.recordType) query = query.where('record_type', '=', q.recordType);
  if (q.recordId) query = query.where('record_id', '=', q.recordId);
  if (q.action) query = query.where('action', '=', q.action);
  if (q.from) query = query.where('at', '>=', new Date(q.from).toISOString());
  if (q.to) query = query.where('at', '<=', new Date(q.to).toISOString());
  return query;
}

const entry = (row: {
  id: string;
  at: string;
  actor_label: string;
  action: string;
  record_type: string;
  record_id: string;
  before: string | null;
  after: string | null;
  ip: string;
  user_agent: string;
}) => ({
  id: row.id,
  at: row.at,
  actor: row.actor_label,
  action: row.action,
  recordType: row.record_type,
  recordId: row.record_id,
  before: row.before,
  after: row.after,
  ip: row.ip,
  userAgent: row.user_agent,
});

/** The admin's view of the audit log: read and export only; there is no route that changes it. */
export const staffAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/audit',
    {
      schema: {
        summary: 'The audit log, filtered, newest first unless sorted',
        querystring: AuditQuerySchema,
        response: { 200: listOf(AuditEntrySchema), ...errors },
      },
    },
    async (request) => {
      const { rows, ...page } = await listPage<Database, 'staff_audit_log', StaffAuditLogTable>(
        filtered(app.db, request.query),
        request.query,
        SORTABLE,
        '-at',
        'id',
      );
      return { items: rows.map(entry), ...page };
    },
  );

  app.get(
    '/api/staff/audit.csv',
    {
      schema: {
        summary: 'The filtered audit log as CSV',
        querystring: AuditQuerySchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      // The list's own order and filters; audited (with how many rows) before a row leaves.
      const order = listOrder(SORTABLE, request.query.sort, '-at', 'id');
      const rows = await countCapped(filtered(app.db, request.query), CSV_MAX_ROWS - 1);
      await auditExport(app.db, request, 'staff_audit_log', request.query, rows);
      const header = [
        'at',
        'actor',
        'action',
        'record_type',
        'record_id',
        'before',
        'after',
        'ip',
        'user_agent',
      ];
      const batches = keysetBatches<Database, 'staff_audit_log', StaffAuditLogTable>(
        filtered(app.db, request.query),
        order,
        CSV_MAX_ROWS,
      );
      const line = (r: StaffAuditLogTable) => [
        r.at,
        r.actor_label,
        r.action,
        r.record_type,
        r.record_id,
        r.before,
        r.after,
        r.ip,
        r.user_agent,
      ];
      return sendCsv(reply, 'audit-log.csv', header, csvBatches(batches, line));
    },
  );
};
