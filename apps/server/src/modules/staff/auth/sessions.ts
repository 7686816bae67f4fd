import type { Db } from '../../../db/connection.js';
import type { StaffAccountsTable, StaffSessionsTable } from '../../../db/schema.js';
import { newToken, sha256 } from '../factors/totp.js';

/** PRODUCT.md section 14: 30 minutes idle, 10 hours absolute; the second factor waits 5 minutes. */
export const IDLE_MS = 30 * 60 * 1000;
export const ABSOLUTE_MS = 10 * 60 * 60 * 1000;
export const FACTOR_STAGE_MS = 5 * 60 * 1000;
/** last_seen_at is written at most once a minute: a busy desk does not write on every request. */
const TOUCH_EVERY_MS = 60 * 1000;

export interface SessionClient {
  ip: string;
  userAgent: string;
}

/** A new session row under a new token (rotation: the caller deletes the one it replaces). */
export async function createSession(
  db: Db,
  accountId: string,
  stage: 'factor' | 'full',
  client: SessionClient,
  now = new Date(),
  notice: { failedAttempts: number; lastFailedAt: string | null } = { failedAttempts: 0, lastFailedAt: null },
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('staff_sessions')
    .values({
      id: sha256(token),
      account_id: accountId,
      stage,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + (stage === 'full' ? ABSOLUTE_MS : FACTOR_STAGE_MS)).toISOString(),
      ip: client.ip.slice(0, 64),
      user_agent: client.userAgent.slice(0, 300),
      failed_attempts: notice.failedAttempts,
      last_failed_at: notice.lastFailedAt,
    })
    .execute();
  return token;
}

export interface LoadedSession {
  session: StaffSessionsTable;
  account: StaffAccountsTable;
}

/**
 * The session behind a cookie token, if it is still valid: not past its absolute end, not idle
 * too long, and its account active. Expired rows are deleted on sight.
 */
export async function loadSession(db: Db, token: string, now = new Date()): Promise<LoadedSession | null> {
  const id = sha256(token);
  const session = await db.selectFrom('staff_sessions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!session) return null;
  const t = now.getTime();
  const idle = session.stage === 'full' && t - Date.parse(session.last_seen_at) > IDLE_MS;
  if (idle || t >= Date.parse(session.expires_at)) {
    await db.deleteFrom('staff_sessions').where('id', '=', id).execute();
    return null;
  }
  const account = await db
    .selectFrom('staff_accounts')
    .selectAll()
    .where('id', '=', session.account_id)
    .executeTakeFirst();
  if (!account || account.active !== 1) return null;
  if (t - Date.parse(session.last_seen_at) > TOUCH_EVERY_MS) {
    await db
      .updateTable('staff_sessions')
      .set({ last_seen_at: now.toISOString() })
      .where('id', '=', id)
      .execute();
  }
  return { session, account };
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('id', '=', id).execute();
}

/**
 * Changing one's own second factor needs a recent sign-in (PRODUCT.md section 14): a session left
 * open on a desk cannot be used to swap the factor for the attacker's own. A full session's
 * created_at is the moment its second factor was accepted.
 */
export const FRESH_SIGN_IN_MS = 10 * 60 * 1000;

export function freshUntil(session: StaffSessionsTable): Date {
  return new Date(Date.parse(session.created_at) + FRESH_SIGN_IN_MS);
}
