import type { X509Certificate } from 'node:crypto';
import { createHash, type KeyObject } from 'node:crypto';
import { AsnConvert } from '@peculiar/asn1-schema';
import { Certificate } from '@peculiar/asn1-x509';
import { hexDigestBase64 } from './hash.js';

/** What stamps invoices: a certificate (a ZATCA CSID, or the test certificate) and its private key. */
export interface StampKey {
  certificate: X509Certificate;
  privateKey: KeyObject;
}

/** The certificate as ZATCA writes it in `ds:X509Certificate`: base64 of the DER, one line. */
export const certificateBase64 = (cert: X509Certificate): string => cert.raw.toString('base64');

/** `xades:CertDigest`: base64 of the hex SHA-256 of the certificate's base64 text (the SDK's way). */
export const certificateDigest = (cert: X509Certificate): string => hexDigestBase64(certificateBase64(cert));

/** `ds:X509IssuerName` as the SDK writes it: the issuer's RDNs most specific first, ", " between. */
export function issuerName(cert: X509Certificate): string {
  return cert.issuer.split('\n').reverse().join(', ');
}

/** `ds:X509SerialNumber`: the serial as a decimal integer. */
export const serialNumber = (cert: X509Certificate): string => BigInt(`0x${cert.serialNumber}`).toString(10);

/** QR tag 8: the public key as DER SubjectPublicKeyInfo (88 bytes for secp256k1). */
export const publicKeyDer = (cert: X509Certificate): Buffer =>
  cert.publicKey.export({ type: 'spki', format: 'der' });

/**
 * QR tag 9: the certificate's own signature (by ZATCA's CA, or its own for the test certificate),
 * DER as in the certificate. node:crypto does not expose it, so the certificate is parsed.
 */
export function certificateSignature(cert: X509Certificate): Buffer {
  return Buffer.from(AsnConvert.parse(cert.raw, Certificate).signatureValue);
}

/** A short fingerprint for logs and the database (never the key). */
export const certificateFingerprint = (cert: X509Certificate): string =>
  createHash('sha256').update(cert.raw).digest('hex').slice(0, 16);
