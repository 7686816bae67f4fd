import { readFileSync } from 'node:fs';
import { X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  certificateBase64,
  certificateDigest,
  certificateSignature,
  issuerName,
  publicKeyDer,
  serialNumber,
} from './certificate.js';
import { GENESIS_PIH, invoiceHash, invoiceHashBytes } from './hash.js';
import { decodeQr } from './qr.js';
import { signedPropertiesDigest, ublExtensionsXml, verifyInvoiceSignature } from './stamp.js';

// ZATCA's SDK-style signed sample (fixtures/README.md): every value is read from the XML itself.
const xml = readFileSync(new URL('./fixtures/simplified-invoice-sample.xml', import.meta.url), 'utf8');
const one = (pattern: RegExp): string => {
  const match = pattern.exec(xml);
  if (!match?.[1]) throw new Error(`fixture lacks ${pattern}`);
  return match[1];
};
const invoiceDigest = one(/Id="invoiceSignedData"[\s\S]*?<ds:DigestValue>([^<]+)</);
const propertiesDigest = one(/URI="#xadesSignedProperties">[\s\S]*?<ds:DigestValue>([^<]+)</);
const certDigest = one(/<xades:CertDigest>[\s\S]*?<ds:DigestValue>([^<]+)</);
const certificate = new X509Certificate(Buffer.from(one(/<ds:X509Certificate>([^<]+)</), 'base64'));
const signatureValue = one(/<ds:SignatureValue>([^<]+)</);
const qr = one(/<cbc:ID>QR<\/cbc:ID>[\s\S]*?<cbc:EmbeddedDocumentBinaryObject[^>]*>([^<]+)</);

describe('the fixture (ZATCA SDK sample) is reproduced', () => {
  it('invoice hash: remove the three elements, canonicalise, SHA-256 = the signed DigestValue = QR tag 6', () => {
    expect(invoiceHash(xml)).toBe('oeRPH/CKLQuledRrrl2ckczL9bmtn7c8mxBFtNZkTRg=');
    expect(invoiceHash(xml)).toBe(invoiceDigest);
    expect(decodeQr(qr).invoiceHash).toBe(invoiceDigest);
  });

  it('certificate digest, issuer and serial as in SigningCertificate', () => {
    expect(certificateDigest(certificate)).toBe(certDigest);
    expect(issuerName(certificate)).toBe(one(/<ds:X509IssuerName>([^<]+)</));
    expect(serialNumber(certificate)).toBe(one(/<ds:X509SerialNumber>([^<]+)</));
    expect(certificateBase64(certificate)).toBe(one(/<ds:X509Certificate>([^<]+)</));
  });

  it('signed-properties digest from the values in the file', () => {
    expect(
      signedPropertiesDigest({
        signingTime: one(/<xades:SigningTime>([^<]+)</),
        certificateDigest: certDigest,
        issuerName: one(/<ds:X509IssuerName>([^<]+)</),
        serialNumber: one(/<ds:X509SerialNumber>([^<]+)</),
      }),
    ).toBe(propertiesDigest);
  });

  it('the signature verifies under the certificate key over the 32 raw hash bytes', () => {
    const hashBytes = invoiceHashBytes(xml);
    expect(hashBytes.length).toBe(32);
    expect(verifyInvoiceSignature(hashBytes, signatureValue, certificate)).toBe(true);
    // Not over the base64 text, and not any other bytes.
    expect(verifyInvoiceSignature(Buffer.from(invoiceDigest), signatureValue, certificate)).toBe(false);
  });

  it('QR decodes to nine tags: 7 the signature, 8 the certificate key (DER SPKI), 9 its signature', () => {
    const tags = decodeQr(qr);
    expect(tags.sellerName).toBe(one(/<cbc:RegistrationName>([^<]+)</));
    expect(tags.vatNumber).toBe('301121971500003');
    expect(tags.total).toBe('1108.9');
    expect(tags.vatAmount).toBe('144.9');
    expect(tags.signatureValue).toBe(signatureValue);
    expect(tags.publicKey.length).toBe(88);
    expect(tags.publicKey.equals(publicKeyDer(certificate))).toBe(true);
    expect(tags.certificateSignature.equals(certificateSignature(certificate))).toBe(true);
    expect(Buffer.from(tags.invoiceHash).length).toBe(44);
    expect(Buffer.from(tags.signatureValue).length).toBe(96);
  });

  it('the genesis PIH is base64 of the hex SHA-256 of "0", as in the fixture', () => {
    expect(GENESIS_PIH).toBe(
      'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==',
    );
    expect(xml).toContain(GENESIS_PIH);
  });

  it('the hash ignores the three removed elements but nothing else', () => {
    const stripped = xml
      .replace(/<ext:UBLExtensions>[\s\S]*<\/ext:UBLExtensions>/, '')
      .replace(/<cac:Signature>[\s\S]*?<\/cac:Signature>/, '');
    expect(invoiceHash(stripped)).toBe(invoiceDigest);
    expect(invoiceHash(xml.replace('<cbc:ID>SME00062</cbc:ID>', '<cbc:ID>SME00063</cbc:ID>'))).not.toBe(
      invoiceDigest,
    );
  });

  it('our UBLExtensions, given the values of the fixture, is its text character for character', () => {
    const values = {
      invoiceHash: invoiceDigest,
      signatureValue,
      certificate: certificateBase64(certificate),
      signingTime: one(/<xades:SigningTime>([^<]+)</),
      certificateDigest: certDigest,
      issuerName: one(/<ds:X509IssuerName>([^<]+)</),
      serialNumber: one(/<ds:X509SerialNumber>([^<]+)</),
    };
    const theirs = one(/(<ext:UBLExtensions>[\s\S]*<\/ext:UBLExtensions>)/).replace(
      /\n\s*<!-- Please note that the signature values are sample values only -->/,
      '',
    );
    expect(ublExtensionsXml(values)).toBe(theirs);
  });
});
