import type { X509Certificate } from 'node:crypto';
import { decodeTlv, encodeTlv, tlvText, type ZatcaInvoiceFields } from '@waha/shared';
import { certificateSignature, publicKeyDer } from './certificate.js';

/**
 * The phase-2 QR (security standard §4.1): tags 1-5 as in phase 1, then 6 the invoice hash and 7
 * the signature (both as their base64 text, as the SDK does), 8 the stamp's public key (DER
 * SubjectPublicKeyInfo) and 9 the certificate's own signature (DER). One TLV encoder for both
 * phases (the shared one), which refuses any value over 255 bytes.
 */
export interface QrValues extends ZatcaInvoiceFields {
  invoiceHash: string;
  signatureValue: string;
  certificate: X509Certificate;
}

/** ZATCA caps the QR payload at 700 base64 characters. */
export const QR_MAX_CHARS = 700;

export function qrPayload(v: QrValues): string {
  const payload = Buffer.from(
    encodeTlv([
      { tag: 1, value: v.sellerName },
      { tag: 2, value: v.vatNumber },
      { tag: 3, value: v.timestamp },
      { tag: 4, value: v.total },
      { tag: 5, value: v.vatAmount },
      { tag: 6, value: v.invoiceHash },
      { tag: 7, value: v.signatureValue },
      { tag: 8, value: publicKeyDer(v.certificate) },
      { tag: 9, value: certificateSignature(v.certificate) },
    ]),
  ).toString('base64');
  if (payload.length > QR_MAX_CHARS) throw new RangeError(`QR payload of ${payload.length} characters`);
  return payload;
}

export interface DecodedQr extends ZatcaInvoiceFields {
  invoiceHash: string;
  signatureValue: string;
  publicKey: Buffer;
  certificateSignature: Buffer;
}

/** Reads a nine-tag payload back (tests, and checking an issued invoice). */
export function decodeQr(payload: string): DecodedQr {
  const records = decodeTlv(Buffer.from(payload, 'base64'));
  const tags = records.map((r) => r.tag);
  if (tags.join() !== '1,2,3,4,5,6,7,8,9') throw new Error(`QR tags ${tags.join()} are not 1-9`);
  const text = (i: number) => tlvText(records[i]!.value);
  return {
    sellerName: text(0),
    vatNumber: text(1),
    timestamp: text(2),
    total: text(3),
    vatAmount: text(4),
    invoiceHash: text(5),
    signatureValue: text(6),
    publicKey: Buffer.from(records[7]!.value),
    certificateSignature: Buffer.from(records[8]!.value),
  };
}

const QR_IN_XML =
  /<cbc:ID>QR<\/cbc:ID>\s*<cac:Attachment>\s*<cbc:EmbeddedDocumentBinaryObject[^>]*>([A-Za-z0-9+/=]+)</;

/** The QR payload an issued document carries (what the printed invoice shows). */
export function qrFromXml(xml: string): string {
  const payload = QR_IN_XML.exec(xml)?.[1];
  if (!payload) throw new Error('the document carries no QR');
  return payload;
}
