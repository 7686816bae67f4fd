import { X509Certificate } from 'node:crypto';
import type { ZatcaEnvironment } from '../../config/einvoicing.js';
import type { Db } from '../../db/connection.js';
import { openSecret, sealSecret } from '../../lib/secret-box.js';
import { certificateFingerprint } from './certificate.js';

/**
 * An EGS unit's credentials from onboarding, in `einvoice_credentials` (migration 2403): the
 * private key, the production CSID and its secret sealed under EINVOICE_SECRETS_KEY, each with
 * its row and column as context, so a sealed value copied elsewhere does not open.
 */
export interface UnitCredentials {
  environment: ZatcaEnvironment;
  egsSerial: string;
  /** PKCS#8 PEM. */
  privateKeyPem: string;
  /** As ZATCA answers it: base64 of the certificate's base64 DER; the Basic auth user name. */
  binarySecurityToken: string;
  secret: string;
}

type SealedColumn = 'private_key' | 'binary_security_token' | 'secret';
const context = (unit: string, column: SealedColumn) => `einvoice_credentials/${unit}/${column}`;

/** The certificate inside a binarySecurityToken. */
export function certificateFromToken(binarySecurityToken: string): X509Certificate {
  const base64Der = Buffer.from(binarySecurityToken, 'base64').toString('ascii').trim();
  return new X509Certificate(Buffer.from(base64Der, 'base64'));
}

/** Stores (or replaces, on renewal) a unit's credentials in one statement. */
export async function saveCredentials(
  db: Db,
  unit: string,
  credentials: UnitCredentials,
  key: Buffer,
  now: Date = new Date(),
): Promise<void> {
  const certificate = certificateFromToken(credentials.binarySecurityToken);
  const plain = {
    environment: credentials.environment,
    egs_serial: credentials.egsSerial,
    certificate_fingerprint: certificateFingerprint(certificate),
    not_after: new Date(certificate.validTo).toISOString(),
    onboarded_at: now.toISOString(),
  };
  const sealed = {
    private_key: sealSecret(key, credentials.privateKeyPem, context(unit, 'private_key')),
    binary_security_token: sealSecret(
      key,
      credentials.binarySecurityToken,
      context(unit, 'binary_security_token'),
    ),
    secret: sealSecret(key, credentials.secret, context(unit, 'secret')),
  };
  await db
    .insertInto('einvoice_credentials')
    .values({ egs_unit: unit, ...plain, ...sealed })
    .onConflict((oc) => oc.column('egs_unit').doUpdateSet({ ...plain, ...sealed }))
    .execute();
}

export interface CredentialsRow {
  environment: string;
  certificateFingerprint: string;
  notAfter: string;
  /** Opens the sealed columns (throws SecretKeyMismatchError with another key). */
  open(key: Buffer): UnitCredentials;
}

/** A unit's stored credentials, still sealed; null before onboarding. */
export async function findCredentials(db: Db, unit: string): Promise<CredentialsRow | null> {
  const row = await db
    .selectFrom('einvoice_credentials')
    .selectAll()
    .where('egs_unit', '=', unit)
    .executeTakeFirst();
  if (!row) return null;
  return {
    environment: row.environment,
    certificateFingerprint: row.certificate_fingerprint,
    notAfter: row.not_after,
    open: (key) => ({
      environment: row.environment as ZatcaEnvironment,
      egsSerial: row.egs_serial,
      privateKeyPem: openSecret(key, row.private_key, context(unit, 'private_key')),
      binarySecurityToken: openSecret(key, row.binary_security_token, context(unit, 'binary_security_token')),
      secret: openSecret(key, row.secret, context(unit, 'secret')),
    }),
  };
}
