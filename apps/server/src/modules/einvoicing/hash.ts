import { createHash } from 'node:crypto';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { C14nCanonicalization } from 'xml-crypto';

/**
 * The invoice hash (ZATCA security standard; rule BR-KSA-26): remove `ext:UBLExtensions`, the
 * document's `cac:Signature` and the `cac:AdditionalDocumentReference` whose `cbc:ID` is `QR`,
 * canonicalise, SHA-256. The standard names C14N 1.1; xml-crypto implements C14N 1.0, which differs
 * from 1.1 only in how `xml:id`/`xml:base` attributes are inherited, and a UBL invoice has none
 * (the fixture gives the same bytes under both; ADR 2401).
 */
const UBL_EXT = 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2';
const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';
const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';

const childElements = (parent: Element): Element[] =>
  Array.from(parent.childNodes).filter((n): n is Element => n.nodeType === 1);

/** The canonical bytes the hash is taken over (exposed for tests and for checking an invoice). */
export function canonicalInvoiceForHash(xml: string): string {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const root = doc.documentElement;
  if (!root) throw new Error('not an XML document');
  for (const child of childElements(root)) {
    const remove =
      (child.namespaceURI === UBL_EXT && child.localName === 'UBLExtensions') ||
      (child.namespaceURI === CAC && child.localName === 'Signature') ||
      (child.namespaceURI === CAC &&
        child.localName === 'AdditionalDocumentReference' &&
        childElements(child).some(
          (id) => id.namespaceURI === CBC && id.localName === 'ID' && id.textContent?.trim() === 'QR',
        ));
    if (remove) root.removeChild(child);
  }
  type DomNode = Parameters<C14nCanonicalization['process']>[0];
  return new C14nCanonicalization().process(root as unknown as DomNode, {});
}

/** The 32 raw bytes of the invoice hash: what the stamp signs. */
export const invoiceHashBytes = (xml: string): Buffer =>
  createHash('sha256').update(canonicalInvoiceForHash(xml), 'utf8').digest();

/** The invoice hash as base64: DigestValue of the signed reference, QR tag 6, the next PIH. */
export const invoiceHash = (xml: string): string => invoiceHashBytes(xml).toString('base64');

/**
 * The digest form ZATCA uses for the certificate and the signed properties: base64 of the HEX text
 * of the SHA-256 (not of its bytes), as the SDK and the fixture do.
 */
export const hexDigestBase64 = (text: string): string =>
  Buffer.from(createHash('sha256').update(text, 'utf8').digest('hex'), 'utf8').toString('base64');

/** The first invoice's previous-invoice hash: base64 of the hex SHA-256 of "0". */
export const GENESIS_PIH = hexDigestBase64('0');
