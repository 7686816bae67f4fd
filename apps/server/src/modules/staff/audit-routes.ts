import { AuditEntrySchema, AuditQuerySchema, listOf } from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StaffAuditLogTable } from '../../db/schema.js';
import { csvBatches, sendCsv } from '../../lib/csv.js';
import { auditExport } from './audit.js';
import { auditEntriesForExport, listAuditEntries } from './repository-audit.js';
import { errorResponses } from '../../lib/error-responses.js';

const errors = errorResponses(400, 401, 403);
const CSV_MAX_ROWS = 50_000;
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
      config: { permission: 'audit.read' },
      schema: {
        summary: 'The audit log, filtered, newest first unless sorted',
        querystring: AuditQuerySchema,
        response: { 200: listOf(AuditEntrySchema), ...errors },
      },
    },
    async (request) => {
      const { rows, ...page } = await listAuditEntries(app.db, request.query);
      return { items: rows.map(entry), ...page };
    },
  );

  app.get(
    '/api/staff/audit.csv',
    {
      config: { permission: 'audit.read' },
      schema: {
        summary: 'The filtered audit log as CSV',
        querystring: AuditQuerySchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      // The list's own order and filters; audited (with how many rows) before a row leaves.
      const rows = auditEntriesForExport(app.db, request.query, CSV_MAX_ROWS);
      await auditExport(app.db, request, 'staff_audit_log', request.query, await rows.count());
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
      return sendCsv(reply, 'audit-log.csv', header, csvBatches(rows.batches(), line));
    },
  );
};
