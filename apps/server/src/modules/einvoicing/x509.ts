import { randomBytes, sign, X509Certificate, type KeyObject } from 'node:crypto';
import { AsnConvert } from '@peculiar/asn1-schema';
import {
  AlgorithmIdentifier,
  AttributeTypeAndValue,
  AttributeValue,
  Certificate,
  Extensions,
  Name,
  RelativeDistinguishedName,
  SubjectPublicKeyInfo,
  TBSCertificate,
  Validity,
  Version,
  type Extension,
} from '@peculiar/asn1-x509';

/**
 * X.509 pieces laid out with @peculiar/asn1-x509 and signed with node:crypto: Web Crypto (and
 * @peculiar/x509 or pkijs signing on it) has no secp256k1, the curve of ZATCA's certificates.
 */
export const OID = {
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
  commonName: '2.5.4.3',
  surname: '2.5.4.4',
  country: '2.5.4.6',
  organization: '2.5.4.10',
  organizationalUnit: '2.5.4.11',
  title: '2.5.4.12',
  businessCategory: '2.5.4.15',
  registeredAddress: '2.5.4.26',
  userId: '0.9.2342.19200300.100.1.1',
  subjectAltName: '2.5.29.17',
  extensionRequest: '1.2.840.113549.1.9.14',
  /** Microsoft's certificateTemplateName, which ZATCA reads the environment from. */
  certificateTemplateName: '1.3.6.1.4.1.311.20.2',
} as const;

export const ECDSA_SHA256 = new AlgorithmIdentifier({ algorithm: OID.ecdsaWithSha256 });

/** A distinguished name, one attribute per RDN, in the order given; C as PrintableString. */
export function name(entries: [oid: string, value: string][]): Name {
  return new Name(
    entries.map(
      ([type, value]) =>
        new RelativeDistinguishedName([
          new AttributeTypeAndValue({
            type,
            value: new AttributeValue(
              type === OID.country ? { printableString: value } : { utf8String: value },
            ),
          }),
        ]),
    ),
  );
}

/** The attributes of a name as type OID -> text (one value per type is all ZATCA's names have). */
export function nameValues(n: Name): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rdn of n) for (const atv of rdn) out[atv.type] = atv.value.toString();
  return out;
}

export interface CertificateRequest {
  subject: Name;
  issuer: Name;
  /** The subject's public key, DER SubjectPublicKeyInfo. */
  publicKeyDer: Buffer;
  /** The issuer's key (the subject's own for a self-signed certificate). */
  signerKey: KeyObject;
  notBefore: Date;
  notAfter: Date;
  extensions?: Extension[];
}

/**
 * A certificate serial from 16 random bytes: positive and minimal as a DER INTEGER, whatever the
 * bytes. The first byte's top bit is cleared, so DER needs no sign byte, and the next bit set, so
 * the first byte is never zero: a leading zero byte before a byte under 0x80 is invalid DER, which
 * OpenSSL refused in about one start in 500. 126 random bits remain.
 */
export function certificateSerial(random: Uint8Array): Uint8Array<ArrayBuffer> {
  const serial = new Uint8Array(random);
  serial[0] = (serial[0]! & 0x7f) | 0x40;
  return serial;
}

/** An ECDSA-SHA256 certificate with a random positive serial. */
export function issueCertificate(request: CertificateRequest): X509Certificate {
  const serial = certificateSerial(randomBytes(16));
  const tbs = new TBSCertificate({
    version: Version.v3,
    serialNumber: serial.buffer,
    signature: ECDSA_SHA256,
    issuer: request.issuer,
    validity: new Validity({ notBefore: request.notBefore, notAfter: request.notAfter }),
    subject: request.subject,
    subjectPublicKeyInfo: AsnConvert.parse(request.publicKeyDer, SubjectPublicKeyInfo),
    ...(request.extensions?.length ? { extensions: new Extensions(request.extensions) } : {}),
  });
  const signature = sign('sha256', Buffer.from(AsnConvert.serialize(tbs)), request.signerKey);
  const der = AsnConvert.serialize(
    new Certificate({
      tbsCertificate: tbs,
      signatureAlgorithm: ECDSA_SHA256,
      signatureValue: new Uint8Array(signature).buffer,
    }),
  );
  return new X509Certificate(Buffer.from(der));
}
