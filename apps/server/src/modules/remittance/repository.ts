import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/connection.js';
import type { RemittanceRequestsTable } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';

export interface NewRequest {
  reference: string;
  service: string;
  transferNumber: string;
  nationalId: string;
  details: unknown;
  status: string;
  language: string;
  createdAt: string;
  actor: 'customer' | 'system';
  note?: string;
  /** Set for requests of which a transfer may have only one open at a time (see pendingKey). */
  pendingKey?: string | null;
}

/** The services of which a transfer may have only one request open: a second would contradict it. */
const ONE_OPEN_AT_A_TIME = new Set(['cancel', 'change-name']);

export function pendingKey(service: string, transferNumber: string): string | null {
  return ONE_OPEN_AT_A_TIME.has(service) ? `${service}:${transferNumber}` : null;
}

/** The reference of the open request holding this key, if any. */
export async function findPendingReference(db: Db, key: string | null): Promise<string | undefined> {
  if (!key) return undefined;
  const row = await db
    .selectFrom('remittance_requests')
    .select('reference')
    .where('pending_key', '=', key)
    .executeTakeFirst();
  return row?.reference;
}

/** 409 naming the request already open, so the customer can quote it instead of asking twice. */
export function pendingError(reference: string): AppError {
  return new AppError(409, 'request_pending', undefined, { reference });
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // SQLite (better-sqlite3) and PostgreSQL (pg) name a unique-index refusal differently.
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/**
 * The request and its first history entry, together or not at all. A second open cancellation or
 * name change for the same transfer is refused inside the transaction, and the unique index on
 * pending_key refuses it even when two submissions race past the check.
 */
export async function insertRequest(db: Db, request: NewRequest): Promise<void> {
  const key = request.pendingKey ?? null;
  try {
    await insertInTransaction(db, request, key);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const existing = await findPendingReference(db, key);
    if (existing) throw pendingError(existing);
    throw error;
  }
}

async function insertInTransaction(db: Db, request: NewRequest, key: string | null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const open = await findPendingReference(trx, key);
    if (open) throw pendingError(open);
    await trx
      .insertInto('remittance_requests')
      .values({
        pending_key: key,
        reference: request.reference,
        service: request.service,
        transfer_number: request.transferNumber,
        national_id: request.nationalId,
        details: JSON.stringify(request.details),
        status: request.status,
        language: request.language,
        created_at: request.createdAt,
        updated_at: request.createdAt,
      })
      .execute();
    await trx
      .insertInto('remittance_request_events')
      .values({
        id: randomUUID(),
        reference: request.reference,
        status: request.status,
        actor: request.actor,
        note: request.note ?? null,
        created_at: request.createdAt,
      })
      .execute();
  });
}

export async function findRequest(db: Db, reference: string): Promise<RemittanceRequestsTable | undefined> {
  return db
    .selectFrom('remittance_requests')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirst();
}

export async function listRequestEvents(db: Db, reference: string) {
  return db
    .selectFrom('remittance_request_events')
    .selectAll()
    .where('reference', '=', reference)
    .orderBy('created_at')
    .execute();
}
