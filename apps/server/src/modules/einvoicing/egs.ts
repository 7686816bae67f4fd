import { brand } from '@waha/shared';
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
 * The seller from the brand profile. brand.json writes the address as display text; ZATCA wants
 * its parts (4-digit building number, 5-digit postal code), which are these, from that same text.
 */
export function brandSeller(): Seller {
  return checkSeller({
    registrationName: brand.companyName.ar,
    vatNumber: brand.vatNumber,
    crn: brand.commercialRegistration,
    street: 'طريق الملك فهد',
    buildingNumber: '4210',
    district: brand.address.district.ar,
    city: 'الرياض',
    postalCode: '12214',
  });
}

/**
 * Without a CSID (development and tests; onboarding is issue 24's second half) the unit stamps with
 * a self-signed test certificate, made once per process. Documents stay verifiable after a
 * restart: each carries its own certificate.
 */
let testKey: StampKey | null = null;
const defaultTestKey = (vatNumber: string) => (testKey ??= createTestCertificate({ vatNumber }));

export function websiteEgsUnit(key?: StampKey, csid?: CsidCredentials): EgsUnit {
  const seller = brandSeller();
  return {
    id: WEBSITE_EGS_ID,
    seller,
    key: key ?? defaultTestKey(seller.vatNumber),
    ...(csid ? { csid } : {}),
  };
}
