import type { Db } from '../../../db/connection.js';
import type { StaffPasskeysTable } from '../../../db/schema.js';
import { writeAudit, type AuditContext } from '../audit/audit.js';
import { MAX_PASSKEYS } from '../factors/common.js';
import { passkeysOf } from './passkeys.js';

/**
 * Stores a new passkey with its audit entry. The limit is checked again at the insert (two sessions
 * of one person may each hold a challenge issued below it), and the unique index decides in the
 * insert itself: a credential already stored, or being stored by a racing request, inserts nothing
 * on SQLite and PostgreSQL alike (a check before the insert let two racers through to a 500).
 */
export function storePasskey(
  db: Db,
  audit: AuditContext,
  row: StaffPasskeysTable,
): Promise<'stored' | 'limit' | 'duplicate'> {
  return db.transaction().execute(async (trx) => {
    if ((await passkeysOf(trx, row.account_id)).length >= MAX_PASSKEYS) return 'limit';
    const inserted = await trx
      .insertInto('staff_passkeys')
      .values(row)
      .onConflict((oc) => oc.column('credential_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return 'duplicate';
    await writeAudit(trx, audit, {
      action: 'passkey.register',
      recordType: 'staff_passkey',
      recordId: row.id,
      after: { name: row.name, transports: row.transports },
    });
    return 'stored';
  });
}

/** Removes one of the account's passkeys with its audit entry; answers how many were removed. */
export function removePasskey(db: Db, audit: AuditContext, accountId: string, id: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .deleteFrom('staff_passkeys')
      .where('id', '=', id)
      .where('account_id', '=', accountId)
      .returning(['id', 'name'])
      .execute();
    const row = rows[0];
    if (row) {
      await writeAudit(trx, audit, {
        action: 'passkey.remove',
        recordType: 'staff_passkey',
        recordId: row.id,
        before: { name: row.name },
      });
    }
    return rows.length;
  });
}

export function findPasskey(db: Db, accountId: string, credentialId: string) {
  return db
    .selectFrom('staff_passkeys')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();
}

/** Moves the counter only from the value the check read: two assertions raced cannot both pass. */
export async function advancePasskeyCounter(db: Db, passkey: StaffPasskeysTable, counter: number) {
  const moved = await db
    .updateTable('staff_passkeys')
    .set({ counter, last_used_at: new Date().toISOString() })
    .where('id', '=', passkey.id)
    .where('counter', '=', passkey.counter)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/** The account's signed-in sessions, newest first. */
export function sessionsOf(db: Db, accountId: string) {
  return db
    .selectFrom('staff_sessions')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('stage', '=', 'full')
    .orderBy('created_at', 'desc')
    .execute();
}

/** Signs out the account's session whose id starts with `prefix`, audited; answers how many ended. */
export function endOwnSession(
  db: Db,
  audit: AuditContext,
  accountId: string,
  prefix: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .deleteFrom('staff_sessions')
      .where('account_id', '=', accountId)
      .where('id', 'like', `${prefix}%`)
      .returning('id')
      .execute();
    if (rows.length) {
      await writeAudit(trx, audit, { action: 'session.end', recordType: 'staff_session', recordId: prefix });
    }
    return rows.length;
  });
}
