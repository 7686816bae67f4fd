import { brand } from '@waha/shared';
import { z } from 'zod';

/** ZATCA's three environments (ADR 2403): each has its own base URL and CSR template name. */
export type ZatcaEnvironment = 'sandbox' | 'simulation' | 'core';

export const ZATCA_BASE_URLS: Record<ZatcaEnvironment, string> = {
  sandbox: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/developer-portal',
  simulation: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation',
  core: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/core',
};

/** The seller's registration and national address as invoices and the CSR carry them. */
export interface EinvoiceSellerConfig {
  vatNumber: string;
  street: string;
  buildingNumber: string;
  city: string;
  postalCode: string;
}

/** The demo seller: the brand's registration and address (brand.json writes it as display text). */
export const DEFAULT_SELLER: EinvoiceSellerConfig = {
  vatNumber: brand.vatNumber,
  street: 'طريق الملك فهد',
  buildingNumber: '4210',
  city: 'الرياض',
  postalCode: '12214',
};

/** What onboarding writes into the CSR besides the seller (ZATCA's EGS unit fields). */
export interface EgsConfig {
  /** SN part 1 (the solution) and part 2 (its model or version). */
  solutionName: string;
  model: string;
  /** OU: the branch (or, in a VAT group, the member's 10-digit TIN). */
  branchName: string;
  businessCategory: string;
  /** The CSR's registeredAddress; default: the seller's address (EINVOICE_SELLER_*) on one line. */
  location: string;
}

/** E-invoicing (modules/einvoicing, ADRs 2401-2403). */
export interface EinvoicingConfig {
  /** Real e-invoicing: in production the server refuses to start without a production CSID. */
  enabled: boolean;
  /** The issuing round (0: off, as in tests; the demo seed still issues). */
  issueIntervalMs: number;
  zatcaApiBaseUrl: string;
  zatcaEnvironment: ZatcaEnvironment;
  /** AES-256-GCM key of the stored private key, CSID and secret (32 bytes); null: none given. */
  secretsKey: Buffer | null;
  seller: EinvoiceSellerConfig;
  egs: EgsConfig;
}

const bool = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');
const text = (fallback: string, noPipe = false) =>
  z
    .string()
    .trim()
    .min(1)
    .max(120)
    .refine((value) => !noPipe || !value.includes('|'), 'must not contain |')
    .default(fallback);
const digits = (pattern: RegExp, what: string, field: keyof EinvoiceSellerConfig) =>
  z.string().regex(pattern, `must be ${what}`).default(DEFAULT_SELLER[field]);

const EinvoicingEnvSchema = z.object({
  EINVOICE_ENABLED: bool.default(false),
  /** How often the server issues the e-invoices of transactions past the VAT delay (0: never on a timer). */
  EINVOICE_ISSUE_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  ZATCA_API_BASE_URL: z.url().default(ZATCA_BASE_URLS.sandbox),
  /** Needed only when the base URL is not one of ZATCA's (a proxy, a local stand-in). */
  ZATCA_ENVIRONMENT: z.enum(['sandbox', 'simulation', 'core']).optional(),
  EINVOICE_SECRETS_KEY: z.string().trim().optional(),
  // The sandbox accepts only its test VAT number 399999999900003 (ZATCA.md): set it there.
  EINVOICE_SELLER_VAT_NUMBER: digits(/^3[0-9]{13}3$/, '15 digits, the first and the last 3', 'vatNumber'),
  EINVOICE_SELLER_STREET: text(DEFAULT_SELLER.street),
  EINVOICE_SELLER_BUILDING_NUMBER: digits(/^[0-9]{4}$/, '4 digits', 'buildingNumber'),
  EINVOICE_SELLER_CITY: text(DEFAULT_SELLER.city),
  EINVOICE_SELLER_POSTAL_CODE: digits(/^[0-9]{5}$/, '5 digits', 'postalCode'),
  // Parts of the CSR's serial number 1-<solution>|2-<model>|3-<uuid>: no "|" inside.
  EINVOICE_EGS_SOLUTION_NAME: text('Waha-Web', true),
  EINVOICE_EGS_MODEL: text('1.0', true),
  EINVOICE_EGS_BRANCH_NAME: text('Head Office'),
  EINVOICE_BUSINESS_CATEGORY: text('Currency exchange'),
  // ZATCA's samples use the short national address (e.g. RRRD2929): set it here if wanted.
  EINVOICE_EGS_LOCATION: z.string().trim().min(1).max(120).optional(),
});

/** The environment a ZATCA base URL belongs to, from its path; null for any other URL. */
export function environmentOfUrl(url: string): ZatcaEnvironment | null {
  const path = new URL(url).pathname.replace(/\/$/, '');
  if (path.endsWith('/developer-portal')) return 'sandbox';
  if (path.endsWith('/simulation')) return 'simulation';
  if (path.endsWith('/core')) return 'core';
  return null;
}

function secretsKey(value: string | undefined): Buffer | null | 'bad' {
  if (!value) return null;
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) return 'bad';
  const key = Buffer.from(value, 'base64');
  return key.length === 32 ? key : 'bad';
}

/** The e-invoicing variables; answers the problems as "VARIABLE: message" lines. */
export function parseEinvoicingEnv(
  env: NodeJS.ProcessEnv,
  nodeEnv: string,
): { config: EinvoicingConfig } | { problems: string[] } {
  const parsed = EinvoicingEnvSchema.safeParse(env);
  if (!parsed.success)
    return { problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) };
  const e = parsed.data;
  const problems: string[] = [];
  const fromUrl = environmentOfUrl(e.ZATCA_API_BASE_URL);
  const environment = e.ZATCA_ENVIRONMENT ?? fromUrl;
  if (!environment)
    problems.push(
      "ZATCA_ENVIRONMENT: is required (sandbox, simulation or core) when ZATCA_API_BASE_URL is not one of ZATCA's",
    );
  else if (fromUrl && fromUrl !== environment)
    problems.push(`ZATCA_ENVIRONMENT: is ${environment} but ZATCA_API_BASE_URL is ZATCA's ${fromUrl}`);
  const key = secretsKey(e.EINVOICE_SECRETS_KEY);
  if (key === 'bad')
    problems.push('EINVOICE_SECRETS_KEY: must be 32 bytes in base64 (openssl rand -base64 32)');
  else if (!key && e.EINVOICE_ENABLED && nodeEnv === 'production')
    problems.push('EINVOICE_SECRETS_KEY: is required in production when EINVOICE_ENABLED=true');
  if (problems.length > 0 || !environment || key === 'bad') return { problems };
  return {
    config: {
      enabled: e.EINVOICE_ENABLED,
      issueIntervalMs: e.EINVOICE_ISSUE_INTERVAL_SECONDS * 1000,
      zatcaApiBaseUrl: e.ZATCA_API_BASE_URL,
      zatcaEnvironment: environment,
      secretsKey: key,
      seller: {
        vatNumber: e.EINVOICE_SELLER_VAT_NUMBER,
        street: e.EINVOICE_SELLER_STREET,
        buildingNumber: e.EINVOICE_SELLER_BUILDING_NUMBER,
        city: e.EINVOICE_SELLER_CITY,
        postalCode: e.EINVOICE_SELLER_POSTAL_CODE,
      },
      egs: {
        solutionName: e.EINVOICE_EGS_SOLUTION_NAME,
        model: e.EINVOICE_EGS_MODEL,
        branchName: e.EINVOICE_EGS_BRANCH_NAME,
        businessCategory: e.EINVOICE_BUSINESS_CATEGORY,
        location:
          e.EINVOICE_EGS_LOCATION ??
          `${e.EINVOICE_SELLER_BUILDING_NUMBER} ${e.EINVOICE_SELLER_STREET}, ${e.EINVOICE_SELLER_CITY} ${e.EINVOICE_SELLER_POSTAL_CODE}`,
      },
    },
  };
}
