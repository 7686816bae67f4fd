import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/connection.js';
import type { StaffFactorChallengesTable } from '../../../db/schema.js';

type Purpose = StaffFactorChallengesTable['purpose'];

/** A WebAuthn ceremony must finish within two minutes; a new authenticator app within ten. */
export const CHALLENGE_MS: Record<Purpose, number> = {
  'passkey-register': 2 * 60 * 1000,
  'passkey-signin': 2 * 60 * 1000,
  'totp-enrol': 10 * 60 * 1000,
};

/** Keeps a value for one session and purpose; only the newest one counts. */
export async function putChallenge(
  db: Db,
  owner: { sessionId: string; accountId: string },
  purpose: Purpose,
  value: string,
  now = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('staff_factor_challenges')
      .where('session_id', '=', owner.sessionId)
      .where('purpose', '=', purpose)
      .execute();
    // Stale rows of any session go too, so the table holds only live ceremonies.
    await trx.deleteFrom('staff_factor_challenges').where('expires_at', '<', now.toISOString()).execute();
    await trx
      .insertInto('staff_factor_challenges')
      .values({
        id: randomUUID(),
        session_id: owner.sessionId,
        account_id: owner.accountId,
        purpose,
        value,
        expires_at: new Date(now.getTime() + CHALLENGE_MS[purpose]).toISOString(),
      })
      .execute();
  });
}

/**
 * Takes the session's value for this purpose out of the store: whatever happens next, it is
 * never accepted again. Only the request whose DELETE removed the row gets it, so a value raced
 * twice is used once. Null when there is none or it has expired.
 */
export async function takeChallenge(
  db: Db,
  owner: { sessionId: string; accountId: string },
  purpose: Purpose,
  now = new Date(),
): Promise<string | null> {
  const rows = await db
    .deleteFrom('staff_factor_challenges')
    .where('session_id', '=', owner.sessionId)
    .where('account_id', '=', owner.accountId)
    .where('purpose', '=', purpose)
    .returning(['value', 'expires_at'])
    .execute();
  const row = rows[0];
  if (!row || Date.parse(row.expires_at) <= now.getTime()) return null;
  return row.value;
}
