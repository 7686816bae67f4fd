import type { Db } from '../../../db/connection.js';
import type { StaffAccountsTable, StaffSetupTokensTable } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { replaceRecoveryCodes } from '../accounts/accounts.js';
import { writeAudit, type AuditContext } from '../audit/audit.js';
import { revokeDevices } from './devices.js';
import { sha256 } from '../factors/totp.js';

/** A valid, unused, unexpired set-up token and its active account (the set-up link, auth/setup-routes.ts). */
export async function loadSetupToken(db: Db, token: string) {
  const row = await db
    .selectFrom('staff_setup_tokens')
    .selectAll()
    .where('id', '=', sha256(token))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (!row || Date.parse(row.expires_at) <= Date.now()) throw new AppError(400, 'staff_setup_invalid');
  const account = await db
    .selectFrom('staff_accounts')
    .selectAll()
    .where('id', '=', row.account_id)
    .executeTakeFirst();
  if (!account || account.active !== 1) throw new AppError(400, 'staff_setup_invalid');
  return { row, account };
}

/** The TOTP secret shown on the link's first open, kept so a reload shows the same one. */
export async function keepPendingSecret(db: Db, tokenId: string, secret: string): Promise<void> {
  await db
    .updateTable('staff_setup_tokens')
    .set({ pending_secret: secret })
    .where('id', '=', tokenId)
    .execute();
}

/**
 * Uses the link once (a second use is refused), sets the password and TOTP secret, ends every
 * earlier session and trusted device, and issues the recovery codes, with the audit entry.
 */
export function completeSetup(
  db: Db,
  audit: AuditContext,
  row: StaffSetupTokensTable,
  account: StaffAccountsTable,
  { passwordHash, step }: { passwordHash: string; step: number },
): Promise<string[]> {
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('staff_setup_tokens')
      .set({ used_at: now })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw new AppError(400, 'staff_setup_invalid');
    await trx
      .updateTable('staff_accounts')
      .set({
        password_hash: passwordHash,
        totp_secret: row.pending_secret,
        totp_last_step: step,
        updated_at: now,
      })
      .where('id', '=', account.id)
      .execute();
    // A new factor ends every session that existed before it, and every trusted device.
    await trx.deleteFrom('staff_sessions').where('account_id', '=', account.id).execute();
    await revokeDevices(trx, account.id);
    const recovery = await replaceRecoveryCodes(trx, account.id);
    await writeAudit(trx, audit, {
      action: 'account.setup',
      recordType: 'staff_account',
      recordId: account.id,
      after: { password: 'set', totp: 'set', recoveryCodes: recovery.length },
    });
    return recovery;
  });
}
