import { Big } from 'big.js';
import { riyadhDate, riyadhTimeOfDay } from '@waha/shared';
import { customerPartyXml, supplierPartyXml, type Seller } from './xml-parties.js';
import { el } from './xml-text.js';

/**
 * 388 a tax invoice, 381 a credit note (a refunded fee); both simplified, in one chain. 383, a
 * debit note, is built only for onboarding's compliance checks (ADR 2403): nothing issues one yet.
 */
export type DocumentKind = '388' | '381' | '383';

export interface InvoiceDocument {
  kind: DocumentKind;
  /** cbc:ID, the number printed on the document. */
  number: string;
  uuid: string;
  issuedAt: Date;
  icv: number;
  pih: string;
  seller: Seller;
  /** The one line: the service whose fee is taxed (exchange and transfer amounts are not supplies). */
  item: string;
  /** The fee before VAT and the VAT on it, decimal text in SAR. */
  amount: string;
  vat: string;
  /** Percent, e.g. "15.00" (category S). */
  vatPercent: string;
  /** Credit or debit note: the number of the invoice it corrects and why (BR-KSA-56, KSA-10). */
  billingReference?: string;
  reason?: string;
}

/**
 * Subtype "0200000": simplified (02), not third-party, nominal, export, summary or self-billed.
 * Profile reporting:1.0: simplified invoices are reported, not cleared.
 */
const SIMPLIFIED = '0200000';
const sar = (name: string, value: string) => el(name, value, ' currencyID="SAR"');
const money = (value: string) => new Big(value).toFixed(2);

/** IssueDate and IssueTime in Saudi time: the date the customer and ZATCA's "not after today" read. */
export function issueDateTime(at: Date): { date: string; time: string } {
  return { date: riyadhDate(at), time: riyadhTimeOfDay(at) };
}

/** Totals of the document, also the QR's tags 4 and 5. */
export function totals(doc: Pick<InvoiceDocument, 'amount' | 'vat'>) {
  return { net: money(doc.amount), vat: money(doc.vat), gross: new Big(doc.amount).plus(doc.vat).toFixed(2) };
}

function taxCategory(percent: string, tag: string): string {
  const scheme = tag === 'cac:TaxCategory' ? ' schemeAgencyID="6" schemeID="UN/ECE 5305"' : '';
  const vatScheme = tag === 'cac:TaxCategory' ? ' schemeAgencyID="6" schemeID="UN/ECE 5153"' : '';
  return `<${tag}>
          <cbc:ID${scheme}>S</cbc:ID>
          ${el('cbc:Percent', percent)}
          <cac:TaxScheme>
            <cbc:ID${vatScheme}>VAT</cbc:ID>
          </cac:TaxScheme>
        </${tag}>`;
}

function creditNoteParts(doc: InvoiceDocument): { reference: string; note: string } {
  if (doc.kind === '388') return { reference: '', note: '' };
  if (!doc.billingReference || !doc.reason)
    throw new Error('a credit note or debit note needs the invoice it corrects and a reason');
  return {
    reference: `
  <cac:BillingReference>
    <cac:InvoiceDocumentReference>
      ${el('cbc:ID', doc.billingReference)}
    </cac:InvoiceDocumentReference>
  </cac:BillingReference>`,
    note: `
    ${el('cbc:InstructionNote', doc.reason)}`,
  };
}

export interface StampParts {
  /** The whole ext:UBLExtensions element. */
  extensions: string;
  /** The QR payload (base64 TLV). */
  qr: string;
}

/**
 * The UBL 2.1 document. Rendered twice at issue: without the stamp (to hash and sign) and with it.
 * The stamp's two pieces sit where removing them leaves exactly the unstamped text, so both
 * renderings have one hash.
 */
export function renderInvoiceXml(doc: InvoiceDocument, stamp: StampParts | null): string {
  const { date, time } = issueDateTime(doc.issuedAt);
  const t = totals(doc);
  const credit = creditNoteParts(doc);
  const qr = stamp
    ? `<cac:AdditionalDocumentReference>
    <cbc:ID>QR</cbc:ID>
    <cac:Attachment>
      ${el('cbc:EmbeddedDocumentBinaryObject', stamp.qr, ' mimeCode="text/plain"')}
    </cac:Attachment>
  </cac:AdditionalDocumentReference>`
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2" xmlns:ext="urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2">${stamp?.extensions ?? ''}
  <cbc:ProfileID>reporting:1.0</cbc:ProfileID>
  ${el('cbc:ID', doc.number)}
  ${el('cbc:UUID', doc.uuid)}
  <cbc:IssueDate>${date}</cbc:IssueDate>
  <cbc:IssueTime>${time}</cbc:IssueTime>
  <cbc:InvoiceTypeCode name="${SIMPLIFIED}">${doc.kind}</cbc:InvoiceTypeCode>
  <cbc:DocumentCurrencyCode>SAR</cbc:DocumentCurrencyCode>
  <cbc:TaxCurrencyCode>SAR</cbc:TaxCurrencyCode>${credit.reference}
  <cac:AdditionalDocumentReference>
    <cbc:ID>ICV</cbc:ID>
    <cbc:UUID>${doc.icv}</cbc:UUID>
  </cac:AdditionalDocumentReference>
  <cac:AdditionalDocumentReference>
    <cbc:ID>PIH</cbc:ID>
    <cac:Attachment>
      ${el('cbc:EmbeddedDocumentBinaryObject', doc.pih, ' mimeCode="text/plain"')}
    </cac:Attachment>
  </cac:AdditionalDocumentReference>${qr}
  <cac:Signature>
    <cbc:ID>urn:oasis:names:specification:ubl:signature:Invoice</cbc:ID>
    <cbc:SignatureMethod>urn:oasis:names:specification:ubl:dsig:enveloped:xades</cbc:SignatureMethod>
  </cac:Signature>
  ${supplierPartyXml(doc.seller)}
  ${customerPartyXml()}
  <cac:PaymentMeans>
    <cbc:PaymentMeansCode>10</cbc:PaymentMeansCode>${credit.note}
  </cac:PaymentMeans>
  <cac:TaxTotal>
    ${sar('cbc:TaxAmount', t.vat)}
    <cac:TaxSubtotal>
      ${sar('cbc:TaxableAmount', t.net)}
      ${sar('cbc:TaxAmount', t.vat)}
      ${taxCategory(doc.vatPercent, 'cac:TaxCategory')}
    </cac:TaxSubtotal>
  </cac:TaxTotal>
  <cac:TaxTotal>
    ${sar('cbc:TaxAmount', t.vat)}
  </cac:TaxTotal>
  <cac:LegalMonetaryTotal>
    ${sar('cbc:LineExtensionAmount', t.net)}
    ${sar('cbc:TaxExclusiveAmount', t.net)}
    ${sar('cbc:TaxInclusiveAmount', t.gross)}
    ${sar('cbc:AllowanceTotalAmount', '0.00')}
    ${sar('cbc:PrepaidAmount', '0.00')}
    ${sar('cbc:PayableAmount', t.gross)}
  </cac:LegalMonetaryTotal>
  <cac:InvoiceLine>
    <cbc:ID>1</cbc:ID>
    <cbc:InvoicedQuantity unitCode="PCE">1.000000</cbc:InvoicedQuantity>
    ${sar('cbc:LineExtensionAmount', t.net)}
    <cac:TaxTotal>
      ${sar('cbc:TaxAmount', t.vat)}
      ${sar('cbc:RoundingAmount', t.gross)}
    </cac:TaxTotal>
    <cac:Item>
      ${el('cbc:Name', doc.item)}
      ${taxCategory(doc.vatPercent, 'cac:ClassifiedTaxCategory')}
    </cac:Item>
    <cac:Price>
      ${sar('cbc:PriceAmount', t.net)}
    </cac:Price>
  </cac:InvoiceLine>
</Invoice>
`;
}
