import type { Generated } from 'kysely';

/** ZATCA phase-2 e-invoices (migration 2401). */
export interface EinvoiceChainsTable {
  egs_unit: string;
  last_icv: number;
  /** The last document's invoice hash (base64): the next one's PIH. */
  last_hash: string;
  updated_at: string;
}

export interface EinvoicesTable {
  uuid: string;
  egs_unit: string;
  icv: number;
  pih: string;
  hash: string;
  /** '388' invoice | '381' credit note (383 debit notes only in onboarding's compliance checks) */
  kind: string;
  number: string;
  transaction_number: string;
  /** The signed XML exactly as issued. */
  xml: string;
  issued_at: string;
}

export type EinvoiceReportStatus =
  'not_configured' | 'pending' | 'reported' | 'reported_warnings' | 'not_reported';

/** The reporting outbox (migration 2402, ADR 2402). */
export interface EinvoiceReportsTable {
  uuid: string;
  status: EinvoiceReportStatus;
  attempts: Generated<number>;
  next_attempt_at: string;
  claimed_until: string | null;
  claim_token: string | null;
  /** JSON: { info, warnings, errors } as ZATCA answered, or { errors: [our note] }. */
  messages: string | null;
  http_status: number | null;
  reported_at: string | null;
  updated_at: string;
}

/**
 * An EGS unit's ZATCA credentials (migration 2403, ADR 2403). private_key, binary_security_token
 * and secret are sealed (lib/secret-box.ts), never plain.
 */
export interface EinvoiceCredentialsTable {
  egs_unit: string;
  environment: string;
  egs_serial: string;
  certificate_fingerprint: string;
  not_after: string;
  private_key: string;
  binary_security_token: string;
  secret: string;
  onboarded_at: string;
}
