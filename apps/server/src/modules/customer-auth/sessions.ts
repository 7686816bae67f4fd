import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/connection.js';

/** PRODUCT.md section 8: 30 minutes idle. A login lasts at most 8 hours however busy. */
export const CUSTOMER_IDLE_MS = 30 * 60 * 1000;
export const CUSTOMER_ABSOLUTE_MS = 8 * 60 * 60 * 1000;
/** last_seen_at is written at most once a minute, not on every request. */
const TOUCH_EVERY_MS = 60 * 1000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A new session under a new token; the row keeps only the token's hash. */
export async function createCustomerSession(db: Db, nationalId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('customer_sessions')
    .values({
      id: sha256(token),
      national_id: nationalId,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + CUSTOMER_ABSOLUTE_MS).toISOString(),
    })
    .execute();
  return token;
}

/** The national ID behind a cookie token while the session lives; expired rows go on sight. */
export async function loadCustomerSession(db: Db, token: string, now = new Date()): Promise<string | null> {
  const id = sha256(token);
  const session = await db
    .selectFrom('customer_sessions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!session) return null;
  const t = now.getTime();
  if (t - Date.parse(session.last_seen_at) > CUSTOMER_IDLE_MS || t >= Date.parse(session.expires_at)) {
    await endCustomerSession(db, token);
    return null;
  }
  if (t - Date.parse(session.last_seen_at) > TOUCH_EVERY_MS) {
    await db
      .updateTable('customer_sessions')
      .set({ last_seen_at: now.toISOString() })
      .where('id', '=', id)
      .execute();
  }
  return session.national_id;
}

export async function endCustomerSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('customer_sessions').where('id', '=', sha256(token)).execute();
}
