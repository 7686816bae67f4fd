import { el } from './xml-text.js';

/** The seller as ZATCA's business rules require it on every invoice (BR-KSA-08, -09, -37, -66). */
export interface Seller {
  /** cbc:RegistrationName, and QR tag 1 exactly. */
  registrationName: string;
  /** 15 digits, first and last 3. */
  vatNumber: string;
  /** Commercial registration number (the seller's other ID, scheme CRN). */
  crn: string;
  street: string;
  /** 4 digits. */
  buildingNumber: string;
  district: string;
  city: string;
  /** 5 digits. */
  postalCode: string;
}

const SELLER_RULES: [keyof Seller, RegExp][] = [
  ['vatNumber', /^3[0-9]{13}3$/],
  ['buildingNumber', /^[0-9]{4}$/],
  ['postalCode', /^[0-9]{5}$/],
  ['crn', /^[0-9]{10}$/],
];

/** Refuses a seller ZATCA would reject, at start rather than at the first invoice. */
export function checkSeller(seller: Seller): Seller {
  for (const [field, rule] of SELLER_RULES) {
    if (!rule.test(seller[field]))
      throw new Error(`e-invoice seller ${field} "${seller[field]}" is not valid`);
  }
  return seller;
}

export function supplierPartyXml(s: Seller): string {
  return `<cac:AccountingSupplierParty>
    <cac:Party>
      <cac:PartyIdentification>
        ${el('cbc:ID', s.crn, ' schemeID="CRN"')}
      </cac:PartyIdentification>
      <cac:PostalAddress>
        ${el('cbc:StreetName', s.street)}
        ${el('cbc:BuildingNumber', s.buildingNumber)}
        ${el('cbc:CitySubdivisionName', s.district)}
        ${el('cbc:CityName', s.city)}
        ${el('cbc:PostalZone', s.postalCode)}
        <cac:Country>
          <cbc:IdentificationCode>SA</cbc:IdentificationCode>
        </cac:Country>
      </cac:PostalAddress>
      <cac:PartyTaxScheme>
        ${el('cbc:CompanyID', s.vatNumber)}
        <cac:TaxScheme>
          <cbc:ID>VAT</cbc:ID>
        </cac:TaxScheme>
      </cac:PartyTaxScheme>
      <cac:PartyLegalEntity>
        ${el('cbc:RegistrationName', s.registrationName)}
      </cac:PartyLegalEntity>
    </cac:Party>
  </cac:AccountingSupplierParty>`;
}

/**
 * Buyer details are optional on a simplified invoice (only some exemptions and summary invoices
 * need them); the customer's ID stays off the document, as on the printed invoice.
 */
export const customerPartyXml = (): string => '<cac:AccountingCustomerParty/>';
