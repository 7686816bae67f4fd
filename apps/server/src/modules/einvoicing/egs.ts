import { brand } from '@waha/shared';
import { DEFAULT_SELLER, type EinvoiceSellerConfig } from '../../config/einvoicing.js';
import type { StampKey } from './certificate.js';
import { createTestCertificate } from './test-certificate.js';
import { checkSeller, type Seller } from './xml-parties.js';

/**
 * An EGS unit (ZATCA's "e-invoice generation solution" unit): one issuing unit with its own chain
 * and its own stamp key. The website's back end is one unit; branches may become more later.
 */
export interface EgsUnit {
  id: string;
  seller: Seller;
  key: StampKey;
  /**
   * The production CSID's credentials for ZATCA's API (Basic auth binarySecurityToken:secret).
   * Absent with the self-signed test certificate: then nothing is reported (ADR 2402).
   */
  csid?: CsidCredentials;
}

export interface CsidCredentials {
  binarySecurityToken: string;
  secret: string;
}

export const WEBSITE_EGS_ID = 'web-1';

/**
 * The seller: name, CRN and district from the brand profile; VAT number and the address's parts
 * ZATCA checks (4-digit building number, 5-digit postal code) from config (EINVOICE_SELLER_*,
 * defaulting to the brand's), the same ones onboarding writes into the CSR.
 */
export function brandSeller(address: EinvoiceSellerConfig = DEFAULT_SELLER): Seller {
  return checkSeller({
    registrationName: brand.companyName.ar,
    vatNumber: address.vatNumber,
    crn: brand.commercialRegistration,
    street: address.street,
    buildingNumber: address.buildingNumber,
    district: brand.address.district.ar,
    city: address.city,
    postalCode: address.postalCode,
  });
}

/**
 * Without a CSID (development and tests, until `npm run einvoice:onboard`; ADR 2403) the unit
 * stamps with a self-signed test certificate, made once per process. Documents stay verifiable
 * after a restart: each carries its own certificate.
 */
let testKey: StampKey | null = null;
const defaultTestKey = (vatNumber: string) => (testKey ??= createTestCertificate({ vatNumber }));

export function websiteEgsUnit(
  key?: StampKey,
  csid?: CsidCredentials,
  address: EinvoiceSellerConfig = DEFAULT_SELLER,
): EgsUnit {
  const seller = brandSeller(address);
  return {
    id: WEBSITE_EGS_ID,
    seller,
    key: key ?? defaultTestKey(seller.vatNumber),
    ...(csid ? { csid } : {}),
  };
}
