import { randomUUID } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { certificateSignature, publicKeyDer } from './certificate.js';
import { stampDocument } from './document.js';
import { GENESIS_PIH, invoiceHash, invoiceHashBytes } from './hash.js';
import { decodeQr } from './qr.js';
import { signedPropertiesDigest, verifyInvoiceSignature } from './stamp.js';
import { createTestCertificate, TEST_CERTIFICATE_LABEL } from './test-certificate.js';
import type { InvoiceDocument } from './xml.js';

const key = createTestCertificate({ vatNumber: '310000000000003' });
const seller = {
  registrationName: 'شركة الواحة للصرافة & التحويل',
  vatNumber: '310000000000003',
  crn: '1010000000',
  street: 'طريق الملك فهد',
  buildingNumber: '4210',
  district: 'حي العليا',
  city: 'الرياض',
  postalCode: '12214',
};
const invoice: InvoiceDocument = {
  kind: '388',
  number: 'SI-20250301000001',
  uuid: randomUUID(),
  // 23:30 UTC is 02:30 the next day in Riyadh.
  issuedAt: new Date('2025-03-01T23:30:05.000Z'),
  icv: 1,
  pih: GENESIS_PIH,
  seller,
  item: 'رسوم الحوالة / Transfer fee',
  amount: '25.00',
  vat: '3.75',
  vatPercent: '15.00',
};
const text = (xml: string, name: string) =>
  new DOMParser().parseFromString(xml, 'text/xml').getElementsByTagName(name)[0]?.textContent ?? null;

describe('a generated invoice verifies as the fixture does', () => {
  const issued = stampDocument(invoice, key);

  it('hash = DigestValue = QR tag 6, and the signature is valid under the certificate key', () => {
    expect(issued.hash).toBe(invoiceHash(issued.xml));
    expect(issued.xml).toContain(`<ds:DigestValue>${issued.hash}</ds:DigestValue>`);
    const qr = decodeQr(issued.qr);
    expect(qr.invoiceHash).toBe(issued.hash);
    const signature = text(issued.xml, 'ds:SignatureValue')!;
    expect(qr.signatureValue).toBe(signature);
    expect(verifyInvoiceSignature(invoiceHashBytes(issued.xml), signature, key.certificate)).toBe(true);
  });

  it('the QR in the XML has nine tags: 1 the RegistrationName, 8 the key as DER SPKI, 9 the certificate signature', () => {
    const embedded = /<cbc:ID>QR<\/cbc:ID>[\s\S]*?mimeCode="text\/plain">([^<]+)</.exec(issued.xml)![1]!;
    expect(embedded).toBe(issued.qr);
    const qr = decodeQr(embedded);
    expect(qr.sellerName).toBe(seller.registrationName);
    expect(text(issued.xml, 'cbc:RegistrationName')).toBe(seller.registrationName);
    expect(qr).toMatchObject({
      vatNumber: seller.vatNumber,
      timestamp: '2025-03-02T02:30:05',
      total: '28.75',
      vatAmount: '3.75',
    });
    expect(qr.publicKey.equals(publicKeyDer(key.certificate))).toBe(true);
    expect(qr.publicKey.length).toBe(88);
    expect(qr.certificateSignature.equals(certificateSignature(key.certificate))).toBe(true);
  });

  it('the signed-properties digest matches the values written in the document', () => {
    const digest = /URI="#xadesSignedProperties">[\s\S]*?<ds:DigestValue>([^<]+)</.exec(issued.xml)![1];
    expect(
      signedPropertiesDigest({
        signingTime: text(issued.xml, 'xades:SigningTime')!,
        certificateDigest: /<xades:CertDigest>[\s\S]*?<ds:DigestValue>([^<]+)</.exec(issued.xml)![1]!,
        issuerName: text(issued.xml, 'ds:X509IssuerName')!,
        serialNumber: text(issued.xml, 'ds:X509SerialNumber')!,
      }),
    ).toBe(digest);
  });

  it('carries profile, type, Saudi date and time, ICV, PIH, SAR and escaped text', () => {
    expect(text(issued.xml, 'cbc:ProfileID')).toBe('reporting:1.0');
    expect(issued.xml).toContain('<cbc:InvoiceTypeCode name="0200000">388</cbc:InvoiceTypeCode>');
    expect(text(issued.xml, 'cbc:IssueDate')).toBe('2025-03-02');
    expect(text(issued.xml, 'cbc:IssueTime')).toBe('02:30:05');
    expect(text(issued.xml, 'cbc:TaxCurrencyCode')).toBe('SAR');
    expect(issued.xml).toMatch(/<cbc:ID>ICV<\/cbc:ID>\s*<cbc:UUID>1<\/cbc:UUID>/);
    expect(issued.xml).toContain(GENESIS_PIH);
    expect(issued.xml).toContain('&amp; التحويل');
    expect(issued.xml).toContain('<cbc:PayableAmount currencyID="SAR">28.75</cbc:PayableAmount>');
  });

  it('a credit note (381) names the invoice it corrects and why', () => {
    const note = stampDocument(
      {
        ...invoice,
        kind: '381',
        number: 'CN-20250301000001',
        uuid: randomUUID(),
        icv: 2,
        pih: issued.hash,
        billingReference: invoice.number,
        reason: 'Fee refunded <cancelled>',
      },
      key,
    );
    expect(note.xml).toContain('>381</cbc:InvoiceTypeCode>');
    expect(note.xml).toMatch(
      /<cac:BillingReference>\s*<cac:InvoiceDocumentReference>\s*<cbc:ID>SI-20250301000001</,
    );
    expect(note.xml).toContain('<cbc:InstructionNote>Fee refunded &lt;cancelled&gt;</cbc:InstructionNote>');
    expect(decodeQr(note.qr).invoiceHash).toBe(invoiceHash(note.xml));
    expect(() => stampDocument({ ...invoice, kind: '381' }, key)).toThrow('credit note');
  });

  it("a debit note (383, built for onboarding's compliance checks) names its invoice and reason too", () => {
    const debit = { ...invoice, kind: '383' as const, number: 'DN-1', uuid: randomUUID(), icv: 2 };
    const note = stampDocument({ ...debit, billingReference: invoice.number, reason: 'Fee raised' }, key);
    expect(note.xml).toContain('<cbc:InvoiceTypeCode name="0200000">383</cbc:InvoiceTypeCode>');
    expect(note.xml).toMatch(/<cac:BillingReference>\s*<cac:InvoiceDocumentReference>\s*<cbc:ID>SI-/);
    expect(note.xml).toContain('<cbc:InstructionNote>Fee raised</cbc:InstructionNote>');
    expect(
      verifyInvoiceSignature(invoiceHashBytes(note.xml), decodeQr(note.qr).signatureValue, key.certificate),
    ).toBe(true);
    expect(() => stampDocument(debit, key)).toThrow('debit note needs');
  });

  it('the test certificate is secp256k1, self-signed and says it is for tests', () => {
    expect(key.certificate.publicKey.asymmetricKeyDetails?.namedCurve).toBe('secp256k1');
    expect(key.certificate.verify(key.certificate.publicKey)).toBe(true);
    expect(key.certificate.subject).toContain(TEST_CERTIFICATE_LABEL);
  });

  it('refuses a QR value over 255 bytes rather than wrapping its length', () => {
    expect(() =>
      stampDocument({ ...invoice, seller: { ...seller, registrationName: 'ش'.repeat(128) } }, key),
    ).toThrow(RangeError);
  });
});
