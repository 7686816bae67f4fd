import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Db } from '../../../db/connection.js';
import type { Database } from '../../../db/schema.js';
import { sameSignature } from '../../../lib/signed-link.js';
import { sha256 } from '../factors/totp.js';

/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies", ADR 2101): a
 * browser where a person signed in carries `<account id>.<nonce>.<HMAC>`, under a name of its
 * own per person (a shared desk computer keeps one per employee). The HMAC rejects a forged or
 * altered cookie without a database read; the nonce's hash in staff_devices lets a reset or an
 * administrator revoke it. Sent only to the sign-in steps (path /api/staff/auth).
 */
export const DEVICE_COOKIE_MS = 180 * 24 * 60 * 60 * 1000;
export const DEVICE_COOKIE_PATH = '/api/staff/auth';

export interface DeviceCookies {
  secure: boolean;
  /** The cookie name for this person: an HMAC of the id, so it names nobody. */
  name(accountId: string): string;
  sign(accountId: string, nonce: string): string;
  /** The nonce of a cookie value signed for this account, else null (forged, altered, another person's). */
  nonceOf(value: string, accountId: string): string | null;
}

/** The device-cookie signer; the key is derived from SESSION_SECRET for this one use. */
export function deviceCookies(sessionSecret: string, production: boolean): DeviceCookies {
  const key = createHmac('sha256', sessionSecret).update('staff-device-cookie').digest();
  const mac = (data: string) => createHmac('sha256', key).update(data).digest('base64url');
  return {
    secure: production,
    name: (accountId) =>
      `${production ? '__Secure-' : ''}waha_device_${mac(`name\n${accountId}`).slice(0, 12)}`,
    sign: (accountId, nonce) => `${accountId}.${nonce}.${mac(`${accountId}.${nonce}`)}`,
    nonceOf(value, accountId) {
      const [id, nonce, signature, ...rest] = value.split('.');
      if (rest.length > 0 || id !== accountId || !nonce || !signature) return null;
      return sameSignature(mac(`${id}.${nonce}`), signature) ? nonce : null;
    },
  };
}

export interface TrustedDevice {
  /** SHA-256 of the nonce: the device's row and its limiter key. */
  id: string;
}

/** The device this request proves for the account, or null: no cookie, forged, revoked or expired. */
export async function trustedDevice(
  app: FastifyInstance,
  request: FastifyRequest,
  accountId: string,
  now = new Date(),
): Promise<TrustedDevice | null> {
  const value = request.cookies[app.staffDevices.name(accountId)];
  const nonce = value ? app.staffDevices.nonceOf(value, accountId) : null;
  if (!nonce) return null;
  const row = await app.db
    .selectFrom('staff_devices')
    .select(['id', 'expires_at'])
    .where('id', '=', sha256(nonce))
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row && Date.parse(row.expires_at) > now.getTime() ? { id: row.id } : null;
}

/** A new device for this person: its row, and the cookie that proves it from now on. */
export async function issueDevice(
  app: FastifyInstance,
  reply: FastifyReply,
  accountId: string,
  userAgent: string,
  now = new Date(),
): Promise<void> {
  const nonce = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + DEVICE_COOKIE_MS);
  // This person's expired devices can never be presented again: a good moment to forget them.
  await app.db
    .deleteFrom('staff_devices')
    .where('account_id', '=', accountId)
    .where('expires_at', '<', now.toISOString())
    .execute();
  await app.db
    .insertInto('staff_devices')
    .values({
      id: sha256(nonce),
      account_id: accountId,
      created_at: now.toISOString(),
      last_used_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      user_agent: userAgent.slice(0, 300),
    })
    .execute();
  reply.setCookie(app.staffDevices.name(accountId), app.staffDevices.sign(accountId, nonce), {
    httpOnly: true,
    secure: app.staffDevices.secure,
    sameSite: 'strict',
    path: DEVICE_COOKIE_PATH,
    expires: expiresAt,
  });
}

export async function touchDevice(db: Db, device: TrustedDevice, now = new Date()): Promise<void> {
  await db
    .updateTable('staff_devices')
    .set({ last_used_at: now.toISOString() })
    .where('id', '=', device.id)
    .execute();
}

/**
 * Every device of a person becomes unknown again (factor reset, sessions ended, new set-up, the
 * account disabled); answers how many were forgotten.
 */
export async function revokeDevices(db: Db | Transaction<Database>, accountId: string): Promise<number> {
  const gone = await db.deleteFrom('staff_devices').where('account_id', '=', accountId).executeTakeFirst();
  return Number(gone.numDeletedRows);
}
