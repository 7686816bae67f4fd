import type { StaffRole } from '@waha/shared';
import type { Db } from '../../../db/connection.js';
import type { Transaction } from 'kysely';
import type { Database, StaffAccountsTable } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { insertAccount, issueSetupToken, type NewAccount } from './accounts.js';
import { writeAudit, type AuditContext } from '../audit/audit.js';
import { revokeDevices } from '../auth/devices.js';
import { rolesOf } from '../plugin.js';

/** The admin desk's queries (accounts/admin-routes.ts): every write commits with its audit entry. */
export async function loadAccount(db: Db, id: string): Promise<StaffAccountsTable> {
  const account = await db.selectFrom('staff_accounts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!account) throw new AppError(404, 'not_found');
  return account;
}

export async function accountTaken(db: Db, employeeNumber: string, email: string): Promise<boolean> {
  const taken = await db
    .selectFrom('staff_accounts')
    .select('id')
    .where((eb) => eb.or([eb('employee_number', '=', employeeNumber), eb('email', '=', email)]))
    .executeTakeFirst();
  return taken !== undefined;
}

/** A new account and its one-time set-up token. */
export function createAccountWithLink(db: Db, audit: AuditContext, body: NewAccount) {
  return db.transaction().execute(async (trx) => {
    const id = await insertAccount(trx, body);
    const token = await issueSetupToken(trx, id);
    await writeAudit(trx, audit, {
      action: 'account.create',
      recordType: 'staff_account',
      recordId: id,
      after: body,
    });
    return { id, token };
  });
}

/**
 * New roles and/or enabled state. Disabling ends the account's sessions and forgets its trusted
 * devices at once, in the same transaction as the audit entry (which counts them): enabling it again
 * brings neither back, so every browser is an unknown device to its next sign-in (issue 37).
 */
export async function updateAccount(
  db: Db,
  audit: AuditContext,
  before: StaffAccountsTable,
  { roles, active }: { roles?: StaffRole[]; active?: boolean },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff_accounts')
      .set({
        ...(roles ? { roles: roles.join(',') } : {}),
        ...(active !== undefined ? { active: active ? 1 : 0 } : {}),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', before.id)
      .execute();
    const revoked = active === false ? await endSessionsAndDevices(trx, before.id) : null;
    await writeAudit(trx, audit, {
      action: 'account.update',
      recordType: 'staff_account',
      recordId: before.id,
      before: { roles: rolesOf(before), active: before.active === 1 },
      after: { roles: roles ?? rolesOf(before), active: active ?? before.active === 1, ...revoked },
    });
  });
}

/** Ends every session of an account and forgets its devices, in the caller's transaction: how many. */
async function endSessionsAndDevices(trx: Transaction<Database>, accountId: string) {
  const sessions = await trx
    .deleteFrom('staff_sessions')
    .where('account_id', '=', accountId)
    .returning('id')
    .execute();
  const devices = await revokeDevices(trx, accountId);
  return { sessionsEnded: sessions.length, devicesRevoked: devices };
}

/** Removes every second factor and session of an account; answers a new set-up token. */
export function resetSecondFactors(
  db: Db,
  audit: AuditContext,
  account: StaffAccountsTable,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff_accounts')
      .set({ totp_secret: null, totp_last_step: null, updated_at: new Date().toISOString() })
      .where('id', '=', account.id)
      .execute();
    await trx.deleteFrom('staff_recovery_codes').where('account_id', '=', account.id).execute();
    // A lost device may hold the passkeys too: the reset removes every second factor.
    const passkeys = await trx
      .deleteFrom('staff_passkeys')
      .where('account_id', '=', account.id)
      .returning('id')
      .execute();
    await trx.deleteFrom('staff_factor_challenges').where('account_id', '=', account.id).execute();
    await trx.deleteFrom('staff_sessions').where('account_id', '=', account.id).execute();
    // A lost device's cookie must not keep its own sign-in limit either.
    await revokeDevices(trx, account.id);
    await writeAudit(trx, audit, {
      action: 'account.reset-factor',
      recordType: 'staff_account',
      recordId: account.id,
      before: { totp: account.totp_secret ? 'set' : 'none', passkeys: passkeys.length },
      after: { totp: 'none', passkeys: 0 },
    });
    return issueSetupToken(trx, account.id);
  });
}

export function fullSessionsOf(db: Db, accountId: string) {
  return db
    .selectFrom('staff_sessions')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('stage', '=', 'full')
    .execute();
}

/** Ends every session of an account and forgets its devices; answers how many sessions ended. */
export function endAllSessions(db: Db, audit: AuditContext, accountId: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .deleteFrom('staff_sessions')
      .where('account_id', '=', accountId)
      .returning('id')
      .execute();
    // Ending everything (a suspected compromise) also makes every browser an unknown device.
    await revokeDevices(trx, accountId);
    await writeAudit(trx, audit, {
      action: 'account.end-sessions',
      recordType: 'staff_account',
      recordId: accountId,
      after: { ended: rows.length },
    });
    return rows.length;
  });
}
