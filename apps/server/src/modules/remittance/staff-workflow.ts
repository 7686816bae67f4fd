import { randomUUID } from 'node:crypto';
import {
  brand,
  interpolate,
  REQUEST_TRANSITIONS,
  STAFF_MESSAGES,
  type RequestStatus,
  type RequestStatusChange,
} from '@waha/shared';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { textCustomer } from '../../core/text-customer.js';
import type { Database, RemittanceRequestsTable } from '../../db/schema.js';
import type { AuditChange } from '../staff/index.js';

/** Whether the workflow lets a request in `from` move to `to`. */
export function mayMove(from: string, to: RequestStatus): boolean {
  return (REQUEST_TRANSITIONS[from as RequestStatus] ?? []).includes(to);
}

/**
 * Moves one request inside the caller's transaction, with its history event, and answers the
 * change's audit entry for the caller to write in the same transaction. Only from the status read
 * before: when two officers act at once only one moves it, and the other gets null (refused),
 * never a silent overwrite. An unassigned request goes to the mover.
 */
export async function moveRequest(
  trx: Transaction<Database>,
  staffId: string,
  before: RemittanceRequestsTable,
  { status, reason }: RequestStatusChange,
): Promise<AuditChange | null> {
  const now = new Date().toISOString();
  const moved = await trx
    .updateTable('remittance_requests')
    .set({
      status,
      updated_at: now,
      ...(status === 'rejected' ? { reject_reason: reason ?? null } : {}),
      ...(before.assignee_id ? {} : { assignee_id: staffId }),
      // A closed request no longer holds its transfer: the customer may ask again.
      ...(status === 'completed' || status === 'rejected' ? { pending_key: null } : {}),
    })
    .where('reference', '=', before.reference)
    .where('status', '=', before.status)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return null;
  await trx
    .insertInto('remittance_request_events')
    .values({
      id: randomUUID(),
      reference: before.reference,
      status,
      actor: 'employee',
      note: reason ?? null,
      created_at: now,
    })
    .execute();
  return {
    action: 'remittance-request.status',
    recordType: 'remittance_request',
    recordId: before.reference,
    before: { status: before.status },
    after: { status, ...(reason ? { reason } : {}) },
  };
}

/**
 * The customer's SMS on completion or rejection, in their language. Call it after the commit: an
 * SMS cannot be rolled back, so it goes only for a change that stands. A failed send is logged
 * (staff follow up by phone) and never undoes the status.
 */
export async function tellCustomer(
  app: FastifyInstance,
  row: RemittanceRequestsTable,
  status: RequestStatus,
  reason: string,
): Promise<void> {
  if (status !== 'completed' && status !== 'rejected') return;
  await textCustomer(app, {
    nationalId: row.national_id,
    fallbackLanguage: row.language,
    purpose: `request-${status}`,
    subject: row.reference,
    text: (language) =>
      interpolate(STAFF_MESSAGES[language][`sms.${status}`]!, {
        company: brand.companyShortName[language],
        reference: row.reference,
        reason,
      }),
  });
}
