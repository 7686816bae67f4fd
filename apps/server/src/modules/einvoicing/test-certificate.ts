import { generateKeyPairSync } from 'node:crypto';
import type { StampKey } from './certificate.js';
import { issueCertificate, name, OID } from './x509.js';

/**
 * A SELF-SIGNED TEST CERTIFICATE, for development and tests only: without a CSID from ZATCA's
 * onboarding, invoices are stamped with it so the whole path (hash, signature, QR tags 8 and 9)
 * runs as in production, and nothing is reported. Its subject says so in words.
 *
 * secp256k1 like a real CSID (x509.ts lays it out and signs it).
 */
export const TEST_CERTIFICATE_LABEL = 'TEST ONLY - self-signed - not a ZATCA CSID';

export interface TestCertificateOptions {
  /** The organisation in the subject: the seller's VAT number, as ZATCA's CSIDs carry it. */
  vatNumber: string;
  now?: Date;
}

export function createTestCertificate(options: TestCertificateOptions): StampKey {
  const now = options.now ?? new Date();
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
  const subject = name([
    [OID.country, 'SA'],
    [OID.organization, options.vatNumber],
    [OID.organizationalUnit, TEST_CERTIFICATE_LABEL],
    [OID.commonName, `TEST-EGS-${options.vatNumber}`],
  ]);
  const certificate = issueCertificate({
    subject,
    issuer: subject,
    publicKeyDer: publicKey.export({ type: 'spki', format: 'der' }),
    signerKey: privateKey,
    notBefore: new Date(now.getTime() - 86_400_000),
    notAfter: new Date(now.getTime() + 5 * 365 * 86_400_000),
  });
  return { certificate, privateKey };
}
