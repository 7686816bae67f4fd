import { randomUUID } from 'node:crypto';
import type { ContactMessage, ContactResponse, Language, StaffListQuery } from '@waha/shared';
import type { Db } from '../../db/connection.js';
import type { ContactMessagesTable, Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { listExport, listOrder, listPage } from '../../lib/list-query.js';
import { withoutNul } from '../../lib/text.js';
import { writeAudit, type AuditContext } from '../staff/index.js';

export async function storeContactMessage(
  db: Db,
  message: ContactMessage,
  language: Language,
  now = new Date(),
): Promise<ContactResponse> {
  const row = {
    id: randomUUID(),
    name: message.name,
    email: message.email,
    // PostgreSQL text refuses NUL bytes: both engines keep U+FFFD in their place instead, so the
    // same message is stored (and shown to staff) the same way everywhere.
    message: withoutNul(message.message),
    language,
    status: 'new',
    created_at: now.toISOString(),
  };
  await db.insertInto('contact_messages').values(row).execute();
  return { id: row.id, receivedAt: row.created_at };
}

/** The list's sortable fields (PRODUCT.md 14 "Lists"). */
const SORTABLE = { createdAt: 'created_at', name: 'name', email: 'email', status: 'status' };

function filtered(db: Db, { q, status }: StaffListQuery) {
  // lower() on both sides: PostgreSQL's LIKE is case-sensitive, SQLite's is not.
  let query = db.selectFrom('contact_messages');
  if (status) query = query.where('status', '=', status);
  if (q)
    query = query.where((eb) =>
      eb.or([
        eb('email', '=', q.toLowerCase()),
        eb(eb.fn('lower', ['name']), 'like', `%${q.toLowerCase().replace(/[%_\\]/g, '')}%`),
      ]),
    );
  return query;
}

/** One page of the filtered messages, newest first unless sorted. */
export function listContactMessages(db: Db, query: StaffListQuery) {
  return listPage<Database, 'contact_messages', ContactMessagesTable>(
    filtered(db, query),
    query,
    SORTABLE,
    '-createdAt',
    'id',
  );
}

/** The filtered messages as a CSV export: in the list's order, newest first unless sorted. */
export function contactMessagesForExport(db: Db, query: StaffListQuery, maxRows: number) {
  return listExport<Database, 'contact_messages', ContactMessagesTable>(
    () => filtered(db, query),
    listOrder(SORTABLE, query.sort, '-createdAt', 'id'),
    maxRows,
  );
}

export async function loadContactMessage(db: Db, id: string): Promise<ContactMessagesTable> {
  const row = await db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(404, 'not_found');
  return row;
}

/**
 * Marks messages handled (or new again), each with its audit entry, in one transaction; 404 when
 * any id is unknown. Returns how many changed.
 */
export async function markHandled(
  db: Db,
  audit: AuditContext,
  staffId: string,
  ids: string[],
  handled: boolean,
): Promise<number> {
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('contact_messages')
      .select(['id', 'status'])
      .where('id', 'in', ids)
      .execute();
    if (before.length !== new Set(ids).size) throw new AppError(404, 'not_found');
    await trx
      .updateTable('contact_messages')
      .set(
        handled
          ? { status: 'handled', handled_by: staffId, handled_at: now }
          : { status: 'new', handled_by: null, handled_at: null },
      )
      .where('id', 'in', ids)
      .execute();
    for (const row of before)
      await writeAudit(trx, audit, {
        action: 'contact-message.handled',
        recordType: 'contact_message',
        recordId: row.id,
        before: { status: row.status },
        after: { status: handled ? 'handled' : 'new' },
      });
    return before.length;
  });
}
