import { randomUUID } from 'node:crypto';
import {
  CALL_STATUSES,
  type CallRequest,
  type CallRequestView,
  type CallStatus,
  type Language,
  type StaffListQuery,
} from '@waha/shared';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { CallRequestsTable } from '../../db/schema-calls.js';
import type { Database } from '../../db/schema.js';
import { withoutNul } from '../contact/repository.js';

type Trx = Transaction<Database>;

/** The call-back queue's sort names and their columns. */
export const CALL_SORTABLE = { createdAt: 'created_at', name: 'name', status: 'status' } as const;

export async function storeCallRequest(db: Db, request: CallRequest, now = new Date()) {
  const row = {
    id: randomUUID(),
    name: withoutNul(request.name),
    phone: request.phone,
    language: request.language,
    description: withoutNul(request.description),
    status: 'new',
    created_at: now.toISOString(),
  };
  await db.insertInto('call_requests').values(row).execute();
  return { id: row.id, receivedAt: row.created_at };
}

/** The queue's filters: status, and a name or (4+ digits) phone search. */
export function filteredCalls(db: Db, { q, status }: StaffListQuery) {
  let query = db.selectFrom('call_requests');
  if (status && (CALL_STATUSES as readonly string[]).includes(status))
    query = query.where('status', '=', status);
  if (q) {
    const digits = q.replace(/[^0-9]/g, '');
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['name']), 'like', `%${q.toLowerCase().replace(/[%_\\]/g, '')}%`),
        ...(digits.length >= 4 ? [eb('phone', 'like', `%${digits}%`)] : []),
      ]),
    );
  }
  return query;
}

export async function findCall(db: Db | Trx, id: string) {
  return db.selectFrom('call_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findCalls(db: Db, ids: readonly string[]): Promise<Map<string, CallRequestsTable>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('call_requests')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export async function setCallStatus(trx: Trx, id: string, status: CallStatus, by: string, at: string) {
  await trx
    .updateTable('call_requests')
    .set({ status, updated_at: at, updated_by: by })
    .where('id', '=', id)
    .execute();
}

export async function setCallAssignee(
  trx: Trx,
  id: string,
  assigneeId: string | null,
  by: string,
  at: string,
) {
  await trx
    .updateTable('call_requests')
    .set({ assignee_id: assigneeId, updated_at: at, updated_by: by })
    .where('id', '=', id)
    .execute();
}

export const callView = (row: CallRequestsTable, names: Map<string, string>): CallRequestView => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  language: row.language as Language,
  description: row.description,
  status: row.status as CallStatus,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  assigneeId: row.assignee_id,
  assigneeName: row.assignee_id ? (names.get(row.assignee_id) ?? null) : null,
});
