import { randomUUID } from 'node:crypto';
import { FEE_LABELS } from '../../lib/pdf/labels.js';
import type { StampKey } from './certificate.js';
import { stampDocument } from './document.js';
import { GENESIS_PIH } from './hash.js';
import type { Seller } from './xml-parties.js';
import type { DocumentKind, InvoiceDocument } from './xml.js';

export interface ComplianceDocument {
  kind: DocumentKind;
  label: string;
  uuid: string;
  hash: string;
  xml: string;
}

const LABELS: Record<DocumentKind, string> = {
  '388': 'simplified tax invoice',
  '381': 'simplified credit note',
  '383': 'simplified debit note',
};

/**
 * The documents ZATCA's compliance checks want from a unit that issues simplified documents
 * (CSR title 0100): an invoice, a credit note and a debit note, built and stamped with the same
 * code as real ones, signed with the compliance CSID's key. They form a chain of their own (ICV
 * 1-3 from the genesis PIH) and never touch the unit's real chain: ZATCA checks them, nobody gets
 * them, and nothing of them is stored.
 */
export function complianceDocuments(seller: Seller, key: StampKey, now: Date): ComplianceDocument[] {
  const label = FEE_LABELS.currency_sale;
  const base = {
    seller,
    issuedAt: now,
    item: `${label.ar} - ${label.en}`,
    amount: '10.00',
    vat: '1.50',
    vatPercent: '15.00',
  };
  const stamp = Date.now().toString(36).toUpperCase();
  const invoiceNumber = `CHK-${stamp}-1`;
  const kinds: DocumentKind[] = ['388', '381', '383'];
  let pih = GENESIS_PIH;
  return kinds.map((kind, index) => {
    const doc: InvoiceDocument = {
      ...base,
      kind,
      number: index === 0 ? invoiceNumber : `CHK-${stamp}-${index + 1}`,
      uuid: randomUUID(),
      icv: index + 1,
      pih,
      ...(kind === '388'
        ? {}
        : {
            billingReference: invoiceNumber,
            reason: kind === '381' ? 'Fee refunded (compliance check)' : 'Fee raised (compliance check)',
          }),
    };
    const stamped = stampDocument(doc, key, now);
    pih = stamped.hash;
    return { kind, label: LABELS[kind], uuid: doc.uuid, hash: stamped.hash, xml: stamped.xml };
  });
}
