import { REMITTANCE_SERVICES, type StaffListQuery } from '@waha/shared';
import { z } from 'zod';
import type { Db } from '../../db/connection.js';
import type { RemittanceRequestsTable } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';

export const RefParams = z.object({ reference: z.string().regex(/^[A-Z0-9]{4,12}$/) });
/** The services staff handle; inquiries are answered at once and never queue. */
export const QUEUED = ['change-name', 'cancel', 'statement'];

export const view = (r: RemittanceRequestsTable) => ({
  reference: r.reference,
  service: r.service,
  transferNumber: r.transfer_number,
  status: r.status,
  language: r.language,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  assigneeId: r.assignee_id ?? null,
  rejectReason: r.reject_reason ?? null,
});

/** A queued request by its reference, or 404. */
export async function loadRequest(db: Db, reference: string) {
  const row = await db
    .selectFrom('remittance_requests')
    .selectAll()
    .where('reference', '=', reference)
    .where('service', 'in', QUEUED)
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'not_found');
  return row;
}

/** The queue as the desk filters it (status, a reference or transfer number): list and CSV. */
export function filteredRequests(db: Db, { q, status }: StaffListQuery) {
  // The services that never queue, excluded: the same rows as `in QUEUED`, but a NOT IN gives
  // SQLite's planner no index to gather by service with, so it walks the sort's index (ADR 2202).
  const unqueued = REMITTANCE_SERVICES.filter((service) => !QUEUED.includes(service));
  let query = db.selectFrom('remittance_requests').where('service', 'not in', unqueued);
  if (status) query = query.where('status', '=', status);
  if (q)
    query = query.where((eb) =>
      eb.or([eb('reference', '=', q.toUpperCase()), eb('transfer_number', '=', q)]),
    );
  return query;
}
