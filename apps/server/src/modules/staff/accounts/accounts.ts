import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@waha/shared';
import type { Transaction } from 'kysely';
import type { Db } from '../../../db/connection.js';
import type { Database } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { newRecoveryCodes, newToken, sha256 } from '../factors/totp.js';

/** A set-up link lives a day: long enough to reach a new employee, short enough to go stale. */
export const SETUP_LINK_MS = 24 * 60 * 60 * 1000;

export interface NewAccount {
  employeeNumber: string;
  email: string;
  name: string;
  roles: StaffRole[];
  language?: 'ar' | 'en';
}

type DbOrTrx = Db | Transaction<Database>;

export async function insertAccount(db: DbOrTrx, account: NewAccount, now = new Date()): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('staff_accounts')
    .values({
      id,
      employee_number: account.employeeNumber,
      email: account.email.toLowerCase(),
      name: account.name,
      roles: account.roles.join(','),
      password_hash: null,
      totp_secret: null,
      totp_last_step: null,
      active: 1,
      language: account.language ?? 'ar',
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .execute();
  return id;
}

/** A one-time set-up link token (password + second factor); only its hash is stored. */
export async function issueSetupToken(db: DbOrTrx, accountId: string, now = new Date()): Promise<string> {
  const token = newToken();
  await db
    .insertInto('staff_setup_tokens')
    .values({
      id: sha256(token),
      account_id: accountId,
      pending_secret: null,
      expires_at: new Date(now.getTime() + SETUP_LINK_MS).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/** Replaces the account's recovery codes; answers the new codes (shown once). */
export async function replaceRecoveryCodes(db: DbOrTrx, accountId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.deleteFrom('staff_recovery_codes').where('account_id', '=', accountId).execute();
  await db
    .insertInto('staff_recovery_codes')
    .values(
      codes.map((code) => ({
        id: randomUUID(),
        account_id: accountId,
        code_hash: sha256(code),
        used_at: null,
      })),
    )
    .execute();
  return codes;
}

export function setupLink(publicOrigin: string, token: string): string {
  return `${new URL(publicOrigin).origin}/staff/setup#${token}`;
}

export async function findByLogin(db: Db, login: string) {
  const value = login.trim().toLowerCase();
  return db
    .selectFrom('staff_accounts')
    .selectAll()
    .where((eb) => eb.or([eb('employee_number', '=', value), eb('email', '=', value)]))
    .executeTakeFirst();
}

/** An assignee must be an active staff account; anything else is a field error on assigneeId. */
export async function assertAssignable(db: Db, accountId: string): Promise<void> {
  const exists = await db
    .selectFrom('staff_accounts')
    .select('id')
    .where('id', '=', accountId)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!exists) throw new AppError(400, 'validation_failed', { assigneeId: ['validation.invalid'] });
}
