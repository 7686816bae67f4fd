import { sign, verify } from 'node:crypto';
import {
  certificateBase64,
  certificateDigest,
  issuerName,
  serialNumber,
  type StampKey,
} from './certificate.js';
import { hexDigestBase64, invoiceHash, invoiceHashBytes } from './hash.js';
import { escapeXml } from './xml-text.js';

/**
 * The cryptographic stamp: an XAdES B-B enveloped signature in `ext:UBLExtensions`, laid out as in
 * ZATCA's SDK samples (the fixture). Two of its rules differ from plain XMLDSig, and the fixture
 * decides both: SignatureValue is ECDSA (SHA-256) over the 32 raw bytes of the invoice hash, not
 * over a canonicalised SignedInfo; and the digests of the certificate and of SignedProperties are
 * base64 of the HEX text of their SHA-256.
 */
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const XADES = 'http://uri.etsi.org/01903/v1.3.2#';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';

export interface SignedPropertiesValues {
  /** UTC, seconds precision, e.g. 2022-09-10T22:19:53Z. */
  signingTime: string;
  certificateDigest: string;
  issuerName: string;
  serialNumber: string;
}

// The element's text as it stands in the document, at the document's indentation; `ns` adds the
// namespace declarations the digest form carries (the SDK's template, which the fixture follows).
function signedProperties(v: SignedPropertiesValues, ns: boolean): string {
  const xades = ns ? ` xmlns:xades="${XADES}"` : '';
  const ds = ns ? ` xmlns:ds="${DS}"` : '';
  const pad = (n: number) => `\n${' '.repeat(n)}`;
  return (
    `<xades:SignedProperties${xades} Id="xadesSignedProperties">` +
    `${pad(36)}<xades:SignedSignatureProperties>` +
    `${pad(40)}<xades:SigningTime>${v.signingTime}</xades:SigningTime>` +
    `${pad(40)}<xades:SigningCertificate>` +
    `${pad(44)}<xades:Cert>` +
    `${pad(48)}<xades:CertDigest>` +
    `${pad(52)}<ds:DigestMethod${ds} Algorithm="${SHA256}"/>` +
    `${pad(52)}<ds:DigestValue${ds}>${v.certificateDigest}</ds:DigestValue>` +
    `${pad(48)}</xades:CertDigest>` +
    `${pad(48)}<xades:IssuerSerial>` +
    `${pad(52)}<ds:X509IssuerName${ds}>${escapeXml(v.issuerName)}</ds:X509IssuerName>` +
    `${pad(52)}<ds:X509SerialNumber${ds}>${v.serialNumber}</ds:X509SerialNumber>` +
    `${pad(48)}</xades:IssuerSerial>` +
    `${pad(44)}</xades:Cert>` +
    `${pad(40)}</xades:SigningCertificate>` +
    `${pad(36)}</xades:SignedSignatureProperties>` +
    `${pad(32)}</xades:SignedProperties>`
  );
}

/** The DigestValue of the reference `#xadesSignedProperties`. */
export const signedPropertiesDigest = (v: SignedPropertiesValues): string =>
  hexDigestBase64(signedProperties(v, true));

export interface ExtensionValues extends SignedPropertiesValues {
  invoiceHash: string;
  signatureValue: string;
  certificate: string;
}

const XPATH = 'http://www.w3.org/TR/1999/REC-xpath-19991116';
const C14N11 = 'http://www.w3.org/2006/12/xml-c14n11';
const excluded = [
  'not(//ancestor-or-self::ext:UBLExtensions)',
  'not(//ancestor-or-self::cac:Signature)',
  "not(//ancestor-or-self::cac:AdditionalDocumentReference[cbc:ID='QR'])",
];

/** The whole `ext:UBLExtensions` element, inserted right after the root's start tag. */
export function ublExtensionsXml(v: ExtensionValues): string {
  const transforms = excluded
    .map(
      (x) =>
        `\n${' '.repeat(36)}<ds:Transform Algorithm="${XPATH}">\n${' '.repeat(40)}<ds:XPath>${x}</ds:XPath>\n${' '.repeat(36)}</ds:Transform>`,
    )
    .join('');
  return `<ext:UBLExtensions>
    <ext:UBLExtension>
        <ext:ExtensionURI>urn:oasis:names:specification:ubl:dsig:enveloped:xades</ext:ExtensionURI>
        <ext:ExtensionContent>
            <sig:UBLDocumentSignatures xmlns:sig="urn:oasis:names:specification:ubl:schema:xsd:CommonSignatureComponents-2" xmlns:sac="urn:oasis:names:specification:ubl:schema:xsd:SignatureAggregateComponents-2" xmlns:sbc="urn:oasis:names:specification:ubl:schema:xsd:SignatureBasicComponents-2">
                <sac:SignatureInformation>
                    <cbc:ID>urn:oasis:names:specification:ubl:signature:1</cbc:ID>
                    <sbc:ReferencedSignatureID>urn:oasis:names:specification:ubl:signature:Invoice</sbc:ReferencedSignatureID>
                    <ds:Signature xmlns:ds="${DS}" Id="signature">
                        <ds:SignedInfo>
                            <ds:CanonicalizationMethod Algorithm="${C14N11}"/>
                            <ds:SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256"/>
                            <ds:Reference Id="invoiceSignedData" URI="">
                                <ds:Transforms>${transforms}
                                    <ds:Transform Algorithm="${C14N11}"/>
                                </ds:Transforms>
                                <ds:DigestMethod Algorithm="${SHA256}"/>
                                <ds:DigestValue>${v.invoiceHash}</ds:DigestValue>
                            </ds:Reference>
                            <ds:Reference Type="http://www.w3.org/2000/09/xmldsig#SignatureProperties" URI="#xadesSignedProperties">
                                <ds:DigestMethod Algorithm="${SHA256}"/>
                                <ds:DigestValue>${signedPropertiesDigest(v)}</ds:DigestValue>
                            </ds:Reference>
                        </ds:SignedInfo>
                        <ds:SignatureValue>${v.signatureValue}</ds:SignatureValue>
                        <ds:KeyInfo>
                            <ds:X509Data>
                                <ds:X509Certificate>${v.certificate}</ds:X509Certificate>
                            </ds:X509Data>
                        </ds:KeyInfo>
                        <ds:Object>
                            <xades:QualifyingProperties xmlns:xades="${XADES}" Target="signature">
                                ${signedProperties(v, false)}
                            </xades:QualifyingProperties>
                        </ds:Object>
                    </ds:Signature>
                </sac:SignatureInformation>
            </sig:UBLDocumentSignatures>
        </ext:ExtensionContent>
    </ext:UBLExtension>
</ext:UBLExtensions>`;
}

/** ECDSA (secp256k1, SHA-256) over the 32 raw hash bytes, DER, base64: the SignatureValue and QR tag 7. */
export const signInvoiceHash = (hashBytes: Buffer, key: StampKey): string =>
  sign('sha256', hashBytes, key.privateKey).toString('base64');

export const verifyInvoiceSignature = (
  hashBytes: Buffer,
  signature: string,
  key: StampKey['certificate'],
): boolean => verify('sha256', hashBytes, key.publicKey, Buffer.from(signature, 'base64'));

export interface Stamp {
  hash: string;
  signatureValue: string;
  extensions: string;
}

/**
 * Stamps a rendered invoice that has no UBLExtensions and no QR yet. The hash ignores exactly
 * those, so the hash of the final document equals this one (the issuer checks it again).
 */
export function stampInvoice(unsignedXml: string, key: StampKey, signedAt: Date): Stamp {
  const hashBytes = invoiceHashBytes(unsignedXml);
  const hash = hashBytes.toString('base64');
  const signatureValue = signInvoiceHash(hashBytes, key);
  const extensions = ublExtensionsXml({
    invoiceHash: hash,
    signatureValue,
    certificate: certificateBase64(key.certificate),
    signingTime: `${signedAt.toISOString().slice(0, 19)}Z`,
    certificateDigest: certificateDigest(key.certificate),
    issuerName: issuerName(key.certificate),
    serialNumber: serialNumber(key.certificate),
  });
  return { hash, signatureValue, extensions };
}

export { invoiceHash };
