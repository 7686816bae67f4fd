import type { AuditQuery } from '@waha/shared';
import type { Db } from '../../../db/connection.js';
import type { Database, StaffAuditLogTable } from '../../../db/schema.js';
import { listExport, listOrder, listPage } from '../../../lib/list-query.js';

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

/** One page of the filtered audit log, newest first unless sorted. */
export function listAuditEntries(db: Db, query: AuditQuery) {
  return listPage<Database, 'staff_audit_log', StaffAuditLogTable>(
    filtered(db, query),
    query,
    SORTABLE,
    '-at',
    'id',
  );
}

/** The filtered audit log as a CSV export, in the list's order (newest first unless sorted). */
export function auditEntriesForExport(db: Db, query: AuditQuery, maxRows: number) {
  return listExport<Database, 'staff_audit_log', StaffAuditLogTable>(
    () => filtered(db, query),
    listOrder(SORTABLE, query.sort, '-at', 'id'),
    maxRows,
  );
}
