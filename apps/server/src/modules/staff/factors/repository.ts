import type { Db } from '../../../db/connection.js';
import { replaceRecoveryCodes } from '../accounts/accounts.js';
import { writeAudit, type AuditContext } from '../audit/audit.js';
import { sha256 } from './totp.js';

/** The second factors' queries (auth/routes.ts, factors/routes.ts). */
export async function hasPasskey(db: Db, accountId: string): Promise<boolean> {
  const rows = await db
    .selectFrom('staff_passkeys')
    .select('id')
    .where('account_id', '=', accountId)
    .limit(1)
    .execute();
  return rows.length > 0;
}

export async function recoveryCodesLeft(db: Db, accountId: string): Promise<number> {
  const rows = await db
    .selectFrom('staff_recovery_codes')
    .select('id')
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .execute();
  return rows.length;
}

/** Spends an unused recovery code; false when it is wrong or already used (a race spends it once). */
export async function useRecoveryCode(db: Db, accountId: string, code: string): Promise<boolean> {
  const used = await db
    .updateTable('staff_recovery_codes')
    .set({ used_at: new Date().toISOString() })
    .where('account_id', '=', accountId)
    .where('code_hash', '=', sha256(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

/** Moves the account's last TOTP step forward; only one request can: a code raced twice is accepted once. */
export async function advanceTotpStep(db: Db, accountId: string, step: number): Promise<boolean> {
  const moved = await db
    .updateTable('staff_accounts')
    .set({ totp_last_step: step })
    .where('id', '=', accountId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/** Ends one session, with its audit entry. */
export async function signOutSession(db: Db, audit: AuditContext, sessionId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('staff_sessions').where('id', '=', sessionId).execute();
    await writeAudit(trx, audit, {
      action: 'signout',
      recordType: 'staff_session',
      recordId: sessionId.slice(0, 12),
    });
  });
}

/** A new authenticator secret replaces the old one, with its audit entry. */
export async function replaceTotp(
  db: Db,
  audit: AuditContext,
  account: { id: string; totp_secret: string | null },
  secret: string,
  step: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff_accounts')
      .set({ totp_secret: secret, totp_last_step: step, updated_at: new Date().toISOString() })
      .where('id', '=', account.id)
      .execute();
    await writeAudit(trx, audit, {
      action: 'totp.reenrol',
      recordType: 'staff_account',
      recordId: account.id,
      before: { totp: account.totp_secret ? 'set' : 'none' },
      after: { totp: 'replaced' },
    });
  });
}

/** New recovery codes (the old ones stop working), with the audit entry; answered once. */
export function regenerateRecoveryCodes(db: Db, audit: AuditContext, accountId: string): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const fresh = await replaceRecoveryCodes(trx, accountId);
    await writeAudit(trx, audit, {
      action: 'recovery-codes.regenerate',
      recordType: 'staff_account',
      recordId: accountId,
      after: { recoveryCodes: fresh.length },
    });
    return fresh;
  });
}
