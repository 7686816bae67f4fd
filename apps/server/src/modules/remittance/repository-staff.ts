import { randomUUID } from 'node:crypto';
import type { RequestStatusChange, StaffListQuery } from '@waha/shared';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Database, RemittanceRequestsTable } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { listExport, listOrder, listPage } from '../../lib/list-query.js';
import { withoutNul } from '../../lib/text.js';
import { writeAudit, type AuditChange, type AuditContext } from '../staff/index.js';
import { filteredRequests, QUEUED } from './staff-shared.js';
import { moveRequest } from './staff-workflow.js';

/** The list's sortable fields (PRODUCT.md 14 "Lists"). */
const SORTABLE = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  reference: 'reference',
  service: 'service',
  status: 'status',
};

/** One page of the desk's queue, newest first unless sorted. */
export function listRequests(db: Db, query: StaffListQuery) {
  return listPage<Database, 'remittance_requests', RemittanceRequestsTable>(
    filteredRequests(db, query),
    query,
    SORTABLE,
    '-createdAt',
    'reference',
  );
}

/**
 * The filtered queue as a CSV export, newest first, each row with its assignee's employee number:
 * looked up once per batch rather than joined into the keyset query.
 */
export function requestsForExport(db: Db, query: StaffListQuery, maxRows: number) {
  const rows = listExport<Database, 'remittance_requests', RemittanceRequestsTable>(
    () => filteredRequests(db, query),
    listOrder({ createdAt: 'created_at' }, undefined, '-createdAt', 'reference'),
    maxRows,
  );
  async function* batches() {
    for await (const batch of rows.batches()) {
      const ids = [...new Set(batch.map((r) => r.assignee_id).filter((id): id is string => Boolean(id)))];
      const staff = ids.length
        ? await db
            .selectFrom('staff_accounts')
            .select(['id', 'employee_number'])
            .where('id', 'in', ids)
            .execute()
        : [];
      const numbers = new Map(staff.map((person) => [person.id, person.employee_number]));
      yield batch.map((r) => ({
        ...r,
        assignee: r.assignee_id ? (numbers.get(r.assignee_id) ?? null) : null,
      }));
    }
  }
  return { count: rows.count, batches };
}

/** The queued requests among `references`, by reference (inquiries never queue). */
export async function loadQueuedRequests(db: Db, references: string[]) {
  const rows = await db
    .selectFrom('remittance_requests')
    .selectAll()
    .where('reference', 'in', references)
    .where('service', 'in', QUEUED)
    .execute();
  return new Map(rows.map((row) => [row.reference, row]));
}

/** One request to another status, in its own transaction; refused when someone moved it first. */
export async function moveOneRequest(
  db: Db,
  audit: AuditContext,
  staffId: string,
  before: RemittanceRequestsTable,
  change: RequestStatusChange,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const moved = await moveRequest(trx, staffId, before, change);
    if (!moved) throw new AppError(400, 'invalid_transition');
    await writeAudit(trx, audit, moved);
  });
}

/** Sets a request's assignee inside the caller's transaction; null when it already is theirs. */
export async function assignRequest(
  trx: Transaction<Database>,
  before: RemittanceRequestsTable,
  assigneeId: string | null,
): Promise<AuditChange | null> {
  if (before.assignee_id === assigneeId) return null;
  await trx
    .updateTable('remittance_requests')
    .set({ assignee_id: assigneeId, updated_at: new Date().toISOString() })
    .where('reference', '=', before.reference)
    .execute();
  return {
    action: 'remittance-request.assign',
    recordType: 'remittance_request',
    recordId: before.reference,
    before: { assigneeId: before.assignee_id ?? null },
    after: { assigneeId },
  };
}

/** One request to another assignee, with its audit entry, in its own transaction. */
export async function assignOneRequest(
  db: Db,
  audit: AuditContext,
  before: RemittanceRequestsTable,
  assigneeId: string | null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const assigned = await assignRequest(trx, before, assigneeId);
    if (assigned) await writeAudit(trx, audit, assigned);
  });
}

/** An internal note on a request, with its audit entry; returns the note's id. */
export async function addRequestNote(
  db: Db,
  audit: AuditContext,
  reference: string,
  staff: { id: string; label: string },
  text: string,
): Promise<string> {
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('staff_notes')
      .values({
        id,
        record_type: 'remittance_request',
        record_id: reference,
        staff_id: staff.id,
        staff_label: staff.label,
        text: withoutNul(text),
        created_at: new Date().toISOString(),
      })
      .execute();
    await writeAudit(trx, audit, {
      action: 'remittance-request.note',
      recordType: 'remittance_request',
      recordId: reference,
      after: { noteId: id, text },
    });
  });
  return id;
}

/** A request's history and internal notes, oldest first. */
export function requestEventsAndNotes(db: Db, reference: string) {
  return Promise.all([
    db
      .selectFrom('remittance_request_events')
      .selectAll()
      .where('reference', '=', reference)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('staff_notes')
      .selectAll()
      .where('record_type', '=', 'remittance_request')
      .where('record_id', '=', reference)
      .orderBy('created_at')
      .execute(),
  ]);
}
