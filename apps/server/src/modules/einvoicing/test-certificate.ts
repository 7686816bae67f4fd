import { generateKeyPairSync, randomBytes, sign, X509Certificate } from 'node:crypto';
import { AsnConvert } from '@peculiar/asn1-schema';
import {
  AlgorithmIdentifier,
  AttributeTypeAndValue,
  AttributeValue,
  Certificate,
  Name,
  RelativeDistinguishedName,
  SubjectPublicKeyInfo,
  TBSCertificate,
  Validity,
  Version,
} from '@peculiar/asn1-x509';
import type { StampKey } from './certificate.js';

/**
 * A SELF-SIGNED TEST CERTIFICATE, for development and tests only: without a CSID from ZATCA's
 * onboarding, invoices are stamped with it so the whole path (hash, signature, QR tags 8 and 9)
 * runs as in production, and nothing is reported. Its subject says so in words.
 *
 * secp256k1 like a real CSID. Web Crypto (and @peculiar/x509, pkijs built on it) cannot sign with
 * that curve, so the certificate is laid out with @peculiar/asn1-x509 and signed with node:crypto.
 */
export const TEST_CERTIFICATE_LABEL = 'TEST ONLY - self-signed - not a ZATCA CSID';

const OID = {
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
  commonName: '2.5.4.3',
  organization: '2.5.4.10',
  organizationalUnit: '2.5.4.11',
  country: '2.5.4.6',
};

function name(entries: [oid: string, value: string][]): Name {
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
  const algorithm = new AlgorithmIdentifier({ algorithm: OID.ecdsaWithSha256 });
  // A positive serial: the top bit cleared so DER needs no sign byte trickery.
  const serial = randomBytes(16);
  serial[0] = serial[0]! & 0x7f;
  const tbs = new TBSCertificate({
    version: Version.v3,
    serialNumber: new Uint8Array(serial).buffer,
    signature: algorithm,
    issuer: subject,
    validity: new Validity({
      notBefore: new Date(now.getTime() - 86_400_000),
      notAfter: new Date(now.getTime() + 5 * 365 * 86_400_000),
    }),
    subject,
    subjectPublicKeyInfo: AsnConvert.parse(
      publicKey.export({ type: 'spki', format: 'der' }),
      SubjectPublicKeyInfo,
    ),
  });
  const tbsDer = Buffer.from(AsnConvert.serialize(tbs));
  const signature = sign('sha256', tbsDer, privateKey);
  const der = AsnConvert.serialize(
    new Certificate({
      tbsCertificate: tbs,
      signatureAlgorithm: algorithm,
      signatureValue: new Uint8Array(signature).buffer,
    }),
  );
  return { certificate: new X509Certificate(Buffer.from(der)), privateKey };
}
