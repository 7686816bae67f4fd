import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { brand, normalizeDigits } from '@waha/shared';
import type { EinvoicingConfig } from '../../config/einvoicing.js';
import type { Db } from '../../db/connection.js';
import { certificateFingerprint, type StampKey } from './certificate.js';
import { complianceDocuments } from './compliance-documents.js';
import { certificateFromToken, saveCredentials } from './credentials.js';
import { buildCsr, SIMPLIFIED_ONLY, type CsrFields } from './csr.js';
import { brandSeller, WEBSITE_EGS_ID } from './egs.js';
import {
  checkComplianceDocument,
  OnboardingError,
  requestComplianceCsid,
  requestProductionCsid,
} from './onboarding-client.js';
import type { Seller } from './xml-parties.js';

export interface OnboardOptions {
  db: Db;
  config: EinvoicingConfig;
  /** The one-time code from the taxpayer's Fatoora portal (six digits). */
  otp: string;
  unit?: string;
  timeoutMs?: number;
  now?: () => Date;
  /** Progress lines for the operator: steps, ZATCA's warnings; never a secret. */
  progress?: (line: string) => void;
}

export interface OnboardResult {
  unit: string;
  environment: EinvoicingConfig['zatcaEnvironment'];
  egsSerial: string;
  certificateFingerprint: string;
  notAfter: string;
}

/** The CSR's fields for this unit (ZATCA's names in comments; ADR 2403). */
export function csrFieldsFor(
  config: EinvoicingConfig,
  seller: Seller,
  unit: string,
  serial: string,
): CsrFields {
  const { egs } = config;
  return {
    commonName: `${egs.solutionName}-${unit}-${seller.vatNumber}`,
    serialNumber: `1-${egs.solutionName}|2-${egs.model}|3-${serial}`,
    organizationIdentifier: seller.vatNumber,
    organizationUnit: egs.branchName,
    organizationName: brand.companyName.en,
    invoiceType: SIMPLIFIED_ONLY,
    location: egs.location,
    industry: egs.businessCategory,
  };
}

/** The CSID's certificate, checked to be for the key this CSR was made with. */
function stampKeyOf(binarySecurityToken: string, privateKey: StampKey['privateKey'], what: string): StampKey {
  let certificate;
  try {
    certificate = certificateFromToken(binarySecurityToken);
  } catch {
    throw new OnboardingError('certificate', `the ${what} from ZATCA is not a certificate`);
  }
  if (!certificate.checkPrivateKey(privateKey))
    throw new OnboardingError(
      'certificate',
      `the ${what} from ZATCA is not for the key this CSR was made with`,
    );
  return { certificate, privateKey };
}

/**
 * `npm run einvoice:onboard -- --otp <code>` (ADR 2403): a new secp256k1 key and CSR, the
 * compliance CSID, the compliance checks (invoice, credit note, debit note signed with it), the
 * production CSID; then, and only then, the key and credentials are stored, sealed. Any failure
 * stores nothing: a new code from the Fatoora portal starts over.
 */
export async function onboard(options: OnboardOptions): Promise<OnboardResult> {
  const { db, config } = options;
  const unit = options.unit ?? WEBSITE_EGS_ID;
  const now = options.now ?? (() => new Date());
  const say = options.progress ?? (() => undefined);
  const otp = normalizeDigits(options.otp).trim();
  if (!/^[0-9]{6}$/.test(otp))
    throw new OnboardingError('input', 'the one-time code from the Fatoora portal is six digits');
  if (!config.secretsKey)
    throw new OnboardingError('input', 'EINVOICE_SECRETS_KEY is not set: the credentials would have no key');
  const api = { baseUrl: config.zatcaApiBaseUrl, timeoutMs: options.timeoutMs ?? 30_000 };
  const seller = brandSeller(config.seller);
  const serial = randomUUID();
  const keys = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
  const csr = buildCsr(csrFieldsFor(config, seller, unit, serial), config.zatcaEnvironment, keys);
  say(`ZATCA ${config.zatcaEnvironment} (${api.baseUrl}): requesting the compliance CSID`);
  const compliance = await requestComplianceCsid(api, otp, csr);
  const complianceKey = stampKeyOf(compliance.binarySecurityToken, keys.privateKey, 'compliance CSID');

  for (const doc of complianceDocuments(seller, complianceKey, now())) {
    const check = await checkComplianceDocument(api, compliance, doc);
    if (!check.passed)
      throw new OnboardingError(
        'compliance-check',
        `the ${doc.label} failed ZATCA's compliance check (HTTP ${check.httpStatus}); no production CSID was requested`,
        check.details,
      );
    const warnings = check.messages.warnings.length;
    say(
      `compliance check passed: ${doc.label}${warnings ? ` (${warnings} warning(s): ${check.details.join('; ')})` : ''}`,
    );
  }

  say('requesting the production CSID');
  const production = await requestProductionCsid(api, compliance);
  const productionKey = stampKeyOf(production.binarySecurityToken, keys.privateKey, 'production CSID');
  const egsSerial = `1-${config.egs.solutionName}|2-${config.egs.model}|3-${serial}`;
  await saveCredentials(
    db,
    unit,
    {
      environment: config.zatcaEnvironment,
      egsSerial,
      privateKeyPem: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      binarySecurityToken: production.binarySecurityToken,
      secret: production.secret,
    },
    config.secretsKey,
    now(),
  );
  return {
    unit,
    environment: config.zatcaEnvironment,
    egsSerial,
    certificateFingerprint: certificateFingerprint(productionKey.certificate),
    notAfter: new Date(productionKey.certificate.validTo).toISOString(),
  };
}
