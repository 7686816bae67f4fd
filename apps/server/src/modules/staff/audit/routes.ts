import { AuditEntrySchema, AuditQuerySchema, listOf } from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffAuditLogTable } from '../../../db/schema.js';
import { csvBatches } from '../../../lib/csv.js';
import { staffCsvRoute } from '../list-routes.js';
import { auditEntriesForExport, listAuditEntries } from './repository.js';
import { errorResponses } from '../../../lib/error-responses.js';

const errors = errorResponses(400, 401, 403);
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

  staffCsvRoute(app, {
    url: '/api/staff/audit.csv',
    permission: 'audit.read',
    summary: 'The filtered audit log as CSV',
    querystring: AuditQuerySchema,
    list: 'staff_audit_log',
    fileName: 'audit-log.csv',
    header: ['at', 'actor', 'action', 'record_type', 'record_id', 'before', 'after', 'ip', 'user_agent'],
    // The list's own order and filters; audited (with how many rows) before a row leaves.
    rows: (query, _staff, maxRows) => auditEntriesForExport(app.db, query, maxRows),
    lines: (batches) =>
      csvBatches(batches, (r: StaffAuditLogTable) => [
        r.at,
        r.actor_label,
        r.action,
        r.record_type,
        r.record_id,
        r.before,
        r.after,
        r.ip,
        r.user_agent,
      ]),
  });
};
