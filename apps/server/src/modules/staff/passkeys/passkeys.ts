import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../config/index.js';
import type { Db } from '../../../db/connection.js';
import type { StaffAccountsTable, StaffPasskeysTable } from '../../../db/schema.js';

const RP_NAME = 'Al-Waha Exchange staff';
const CEREMONY_TIMEOUT_MS = 60_000;

/**
 * The relying party a ceremony is bound to. In production: only PUBLIC_ORIGIN (its host is the
 * RP ID). In development and tests the site is also reached at the address the request was sent
 * to (as the Origin check on staff writes allows), e.g. http://localhost:5173 in front of Vite.
 */
export function relyingParty(config: AppConfig, request: FastifyRequest) {
  const configured = new URL(config.publicOrigin);
  const origins = [configured.origin];
  const rpIds = [configured.hostname];
  if (config.env !== 'production') {
    const own = `${request.protocol}://${request.host}`;
    const sent = request.headers.origin;
    // A ceremony started from the page the browser is on: its Origin names the RP ID to use.
    const here = sent === own ? new URL(own) : configured;
    if (!origins.includes(here.origin)) origins.push(here.origin);
    if (!rpIds.includes(here.hostname)) rpIds.push(here.hostname);
    return { rpId: here.hostname, origins, rpIds };
  }
  return { rpId: configured.hostname, origins, rpIds };
}

const TRANSPORTS: readonly string[] = [
  'ble',
  'hybrid',
  'internal',
  'nfc',
  'usb',
] satisfies AuthenticatorTransport[];
const isTransport = (value: string): value is AuthenticatorTransport => TRANSPORTS.includes(value);
/** The stored transports the library knows; an older name (`cable`, `smart-card`) is only a hint, dropped. */
const transportsOf = (row: StaffPasskeysTable) =>
  row.transports ? row.transports.split(',').filter(isTransport) : [];

export async function passkeysOf(db: Db, accountId: string) {
  return db
    .selectFrom('staff_passkeys')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .execute();
}

export async function registrationOptions(
  rpId: string,
  account: StaffAccountsTable,
  existing: StaffPasskeysTable[],
) {
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rpId,
    userName: account.email,
    userDisplayName: account.name,
    userID: isoUint8Array.fromUTF8String(account.id),
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    // The same authenticator twice would be one factor counted as two.
    excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
  });
}

/** The new credential when the ceremony checks out; null otherwise (never throws for bad input). */
export async function verifyRegistration(
  rp: { origins: string[]; rpIds: string[] },
  challenge: string,
  response: RegistrationResponseJSON,
) {
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.rpIds,
      requireUserVerification: true,
    });
    if (!result.verified) return null;
    const { credential } = result.registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: (credential.transports ?? []).join(',').slice(0, 200),
    };
  } catch {
    return null;
  }
}

export async function authenticationOptions(rpId: string, passkeys: StaffPasskeysTable[]) {
  return generateAuthenticationOptions({
    rpID: rpId,
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification: 'required',
    allowCredentials: passkeys.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
  });
}

export type AuthenticationOutcome =
  { ok: true; newCounter: number } | { ok: false; reason: 'invalid' | 'counter' };

/**
 * Checks an assertion against the stored passkey: challenge, origin, RP ID, user verification,
 * signature, and the signature counter (which must move forward when the authenticator keeps one:
 * a counter going back means a cloned authenticator).
 */
export async function verifyAuthentication(
  rp: { origins: string[]; rpIds: string[] },
  challenge: string,
  response: AuthenticationResponseJSON,
  passkey: StaffPasskeysTable,
): Promise<AuthenticationOutcome> {
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.rpIds,
      requireUserVerification: true,
      credential: {
        id: passkey.credential_id,
        publicKey: isoBase64URL.toBuffer(passkey.public_key),
        counter: Number(passkey.counter),
        transports: transportsOf(passkey),
      },
    });
    return result.verified
      ? { ok: true, newCounter: result.authenticationInfo.newCounter }
      : { ok: false, reason: 'invalid' };
  } catch (error) {
    const counter = error instanceof Error && /counter/i.test(error.message);
    return { ok: false, reason: counter ? 'counter' : 'invalid' };
  }
}
