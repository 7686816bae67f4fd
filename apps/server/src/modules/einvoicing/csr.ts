import { createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { CertificationRequest, CertificationRequestInfo, Attributes } from '@peculiar/asn1-csr';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import {
  Attribute,
  Extension,
  Extensions,
  GeneralName,
  SubjectAlternativeName,
  SubjectPublicKeyInfo,
} from '@peculiar/asn1-x509';
import type { ZatcaEnvironment } from '../../config/einvoicing.js';
import { ECDSA_SHA256, name, nameValues, OID } from './x509.js';

/**
 * The CSR ZATCA's onboarding takes (Security Features standard; ZATCA's SDK config and
 * guideline): subject C, OU, O, CN; a subjectAltName with one directory name carrying the EGS
 * serial number (SN), the VAT number (UID), the invoice types (title), the location
 * (registeredAddress) and the industry (businessCategory); and the certificate template name,
 * which tells ZATCA which environment the certificate is for. ECDSA secp256k1 with SHA-256.
 */
export const CSR_TEMPLATE_NAMES: Record<ZatcaEnvironment, string> = {
  sandbox: 'TSTZATCA-Code-Signing',
  simulation: 'PREZATCA-Code-Signing',
  core: 'ZATCA-Code-Signing',
};

/** Invoice types as four flags: standard (B2B), simplified (B2C), two reserved. Ours: simplified. */
export const SIMPLIFIED_ONLY = '0100';

export interface CsrFields {
  commonName: string;
  /** 1-<solution>|2-<model>|3-<serial>. */
  serialNumber: string;
  /** The VAT number. */
  organizationIdentifier: string;
  organizationUnit: string;
  organizationName: string;
  invoiceType: string;
  location: string;
  industry: string;
}

/** DER of a PrintableString: the template name as ZATCA's guideline writes it. */
function printableString(value: string): ArrayBuffer {
  if (!/^[A-Za-z0-9 '()+,\-./:=?]{1,127}$/.test(value)) throw new RangeError('not a PrintableString');
  return new Uint8Array(Buffer.concat([Buffer.from([0x13, value.length]), Buffer.from(value, 'ascii')]))
    .buffer;
}

const extension = (extnID: string, value: ArrayBuffer) =>
  new Extension({ extnID, critical: false, extnValue: new OctetString(value) });

function requestedExtensions(fields: CsrFields, environment: ZatcaEnvironment): Extensions {
  const directory = name([
    [OID.surname, fields.serialNumber],
    [OID.userId, fields.organizationIdentifier],
    [OID.title, fields.invoiceType],
    [OID.registeredAddress, fields.location],
    [OID.businessCategory, fields.industry],
  ]);
  const san = new SubjectAlternativeName([new GeneralName({ directoryName: directory })]);
  return new Extensions([
    extension(OID.certificateTemplateName, printableString(CSR_TEMPLATE_NAMES[environment])),
    extension(OID.subjectAltName, AsnConvert.serialize(san)),
  ]);
}

const pem = (der: ArrayBuffer) =>
  `-----BEGIN CERTIFICATE REQUEST-----\n${Buffer.from(der)
    .toString('base64')
    .replace(/.{64}/g, '$&\n')
    .replace(/\n$/, '')}\n-----END CERTIFICATE REQUEST-----\n`;

/** The CSR as PEM, signed with the new private key. */
export function buildCsr(
  fields: CsrFields,
  environment: ZatcaEnvironment,
  keys: { privateKey: KeyObject; publicKey: KeyObject },
): string {
  const info = new CertificationRequestInfo({
    version: 0,
    subject: name([
      [OID.country, 'SA'],
      [OID.organizationalUnit, fields.organizationUnit],
      [OID.organization, fields.organizationName],
      [OID.commonName, fields.commonName],
    ]),
    subjectPKInfo: AsnConvert.parse(
      keys.publicKey.export({ type: 'spki', format: 'der' }),
      SubjectPublicKeyInfo,
    ),
    attributes: new Attributes([
      new Attribute({
        type: OID.extensionRequest,
        values: [AsnConvert.serialize(requestedExtensions(fields, environment))],
      }),
    ]),
  });
  const signature = sign('sha256', Buffer.from(AsnConvert.serialize(info)), keys.privateKey);
  return pem(
    AsnConvert.serialize(
      new CertificationRequest({
        certificationRequestInfo: info,
        signatureAlgorithm: ECDSA_SHA256,
        signature: new Uint8Array(signature).buffer,
      }),
    ),
  );
}

export interface ReadCsr {
  /** Subject attributes by OID. */
  subject: Record<string, string>;
  /** The subjectAltName's directory name attributes by OID. */
  alternativeName: Record<string, string>;
  templateName: string;
  publicKey: KeyObject;
  publicKeyDer: Buffer;
  /** The CSR's own signature verifies under its public key. */
  signatureValid: boolean;
}

/** Reads a CSR back (tests, and the local stand-in for ZATCA's CA). */
export function readCsr(text: string): ReadCsr {
  const der = Buffer.from(text.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, ''), 'base64');
  const csr = AsnConvert.parse(der, CertificationRequest);
  const info = csr.certificationRequestInfo;
  const publicKeyDer = Buffer.from(AsnConvert.serialize(info.subjectPKInfo));
  const publicKey = createPublicKey({ key: publicKeyDer, format: 'der', type: 'spki' });
  const requested = (info.attributes ?? []).find((a) => a.type === OID.extensionRequest);
  const extensions = requested ? AsnConvert.parse(requested.values[0]!, Extensions) : new Extensions();
  const extnValue = (oid: string) => extensions.find((e) => e.extnID === oid)?.extnValue.buffer;
  const sanDer = extnValue(OID.subjectAltName);
  const san = sanDer ? AsnConvert.parse(sanDer, SubjectAlternativeName) : new SubjectAlternativeName();
  const directory = san.find((g) => g.directoryName)?.directoryName;
  const template = extnValue(OID.certificateTemplateName);
  const infoDer = Buffer.from(csr.certificationRequestInfoRaw ?? AsnConvert.serialize(info));
  return {
    subject: nameValues(info.subject),
    alternativeName: directory ? nameValues(directory) : {},
    templateName: template ? Buffer.from(template).subarray(2).toString('ascii') : '',
    publicKey,
    publicKeyDer,
    signatureValid: verify('sha256', infoDer, publicKey, Buffer.from(csr.signature)),
  };
}
