import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Db } from '../../../db/connection.js';
import type { Database } from '../../../db/schema.js';

export interface AuditContext {
  actorId: string | null;
  actorLabel: string;
  ip: string;
  userAgent: string;
}

export interface AuditChange {
  action: string;
  recordType: string;
  recordId: string;
  before?: unknown;
  after?: unknown;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/**
 * The context of a change no person made: a background job acting by rule (the ticket clock). No
 * account, no address; the label names the job ("system:ticket-clock"), so the audit desk filters
 * by it like any actor and nobody can sign in as it (labels of people are employee numbers).
 */
export function systemAuditContext(job: string): AuditContext {
  return { actorId: null, actorLabel: `system:${job}`, ip: '', userAgent: '' };
}

/** The context of the signed-in staff member making this request. */
export function auditContext(request: FastifyRequest, actorLabel?: string): AuditContext {
  return {
    actorId: request.staff?.account.id ?? null,
    actorLabel: (actorLabel ?? request.staff?.account.employee_number ?? 'anonymous').slice(0, 254),
    ip: request.ip.slice(0, 64),
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
  };
}

/**
 * Appends one entry. Pass the transaction of the change itself: the entry and the change commit
 * together or not at all. The table refuses UPDATE and DELETE (migration 1101).
 */
export async function writeAudit(
  db: Db | Transaction<Database>,
  context: AuditContext,
  change: AuditChange,
  at = new Date(),
): Promise<void> {
  await db
    .insertInto('staff_audit_log')
    .values({
      id: randomUUID(),
      at: at.toISOString(),
      actor_id: context.actorId,
      actor_label: context.actorLabel,
      action: change.action,
      record_type: change.recordType,
      record_id: change.recordId.slice(0, 80),
      before: json(change.before),
      after: json(change.after),
      ip: context.ip,
      user_agent: context.userAgent,
    })
    .execute();
}

/**
 * A CSV export is a disclosure of personal data in bulk: who took which list, with which filters
 * and how many rows, goes in the audit log like any change.
 */
export function auditExport(
  db: Db,
  request: FastifyRequest,
  list: string,
  filters: Record<string, unknown>,
  rows: number,
): Promise<void> {
  return writeAudit(db, auditContext(request), {
    action: 'export.csv',
    recordType: list,
    recordId: 'csv',
    after: { filters, rows },
  });
}
