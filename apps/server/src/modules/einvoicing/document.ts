import type { StampKey } from './certificate.js';
import { invoiceHash } from './hash.js';
import { qrPayload } from './qr.js';
import { stampInvoice } from './stamp.js';
import { issueDateTime, renderInvoiceXml, totals, type InvoiceDocument } from './xml.js';

export interface StampedDocument {
  /** The signed XML, exactly as it is stored and served. */
  xml: string;
  /** The invoice hash (base64): the next document's PIH. */
  hash: string;
  qr: string;
}

/**
 * Renders, hashes, signs and assembles one document. Pure apart from the signature's randomness:
 * the chain decides ICV and PIH before calling it, and stores what it returns.
 */
export function stampDocument(
  doc: InvoiceDocument,
  key: StampKey,
  signedAt: Date = doc.issuedAt,
): StampedDocument {
  const stamp = stampInvoice(renderInvoiceXml(doc, null), key, signedAt);
  const { date, time } = issueDateTime(doc.issuedAt);
  const { gross, vat } = totals(doc);
  const qr = qrPayload({
    sellerName: doc.seller.registrationName,
    vatNumber: doc.seller.vatNumber,
    // The document's own IssueDate and IssueTime (Saudi time), so the code and the XML agree.
    timestamp: `${date}T${time}`,
    total: gross,
    vatAmount: vat,
    invoiceHash: stamp.hash,
    signatureValue: stamp.signatureValue,
    certificate: key.certificate,
  });
  const xml = renderInvoiceXml(doc, { extensions: stamp.extensions, qr });
  // A layout change that moved what the hash ignores would break every invoice: refuse at once.
  if (invoiceHash(xml) !== stamp.hash)
    throw new Error('the stamped document hashes differently from the signed one');
  return { xml, hash: stamp.hash, qr };
}
