import { randomInt, randomUUID } from 'node:crypto';
import type { Db } from '../../db/connection.js';
import type { RemittanceRequestsTable } from '../../db/schema.js';

/** Unambiguous characters (no 0/O, 1/I/L) so a reference read over the phone is not misheard. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newReference(prefix: string): string {
  let out = prefix;
  for (let i = 0; i < 8; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

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
}

/** The request and its first history entry, together or not at all. */
export async function insertRequest(db: Db, request: NewRequest): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('remittance_requests')
      .values({
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
