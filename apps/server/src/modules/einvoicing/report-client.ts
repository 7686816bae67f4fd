import type { CsidCredentials } from './egs.js';
import { basicAuth, postToZatca } from './zatca-http.js';

/** One of ZATCA's validation messages, as its API returns them. */
export interface ZatcaMessage {
  type?: string;
  code?: string;
  category?: string;
  message?: string;
  status?: string;
}

export interface ReportMessages {
  info: ZatcaMessage[];
  warnings: ZatcaMessage[];
  errors: ZatcaMessage[];
}

/**
 * reported: 200; warnings: 202 (reported, with warnings); rejected: 400 (NOT_REPORTED, final until
 * someone fixes and retries); retry: anything worth trying again (5xx, 429, 401 while credentials
 * are being renewed, a timeout, no connection).
 */
export type ReportOutcome =
  | { kind: 'reported' | 'warnings' | 'rejected'; httpStatus: number; messages: ReportMessages }
  | { kind: 'retry'; httpStatus: number | null; messages: ReportMessages };

export interface ReportRequest {
  uuid: string;
  hash: string;
  xml: string;
}

export interface ReportClientOptions {
  baseUrl: string;
  csid: CsidCredentials;
  timeoutMs: number;
}

const list = (value: unknown): ZatcaMessage[] => (Array.isArray(value) ? (value as ZatcaMessage[]) : []);

export function readMessages(body: unknown): ReportMessages {
  const results = (body as { validationResults?: Record<string, unknown> } | null)?.validationResults ?? {};
  return {
    info: list(results.infoMessages),
    warnings: list(results.warningMessages),
    errors: list(results.errorMessages),
  };
}

const note = (message: string): ReportMessages => ({ info: [], warnings: [], errors: [{ message }] });

/**
 * POST /invoices/reporting/single as ZATCA's API requires (Accept-Version V2, Clearance-Status 0:
 * a simplified invoice is reported, not cleared). The secret is only ever in the header.
 */
export async function reportInvoice(
  options: ReportClientOptions,
  invoice: ReportRequest,
): Promise<ReportOutcome> {
  const answer = await postToZatca(
    options,
    '/invoices/reporting/single',
    { 'Clearance-Status': '0', Authorization: basicAuth(options.csid) },
    {
      invoiceHash: invoice.hash,
      uuid: invoice.uuid,
      invoice: Buffer.from(invoice.xml, 'utf8').toString('base64'),
    },
  );
  if (answer.status === null) return { kind: 'retry', httpStatus: null, messages: note(answer.failure) };
  const messages = readMessages(answer.body);
  const status = answer.status;
  if (status === 200) return { kind: 'reported', httpStatus: status, messages };
  if (status === 202) return { kind: 'warnings', httpStatus: status, messages };
  // 409: this UUID was reported already (a lost answer to an earlier attempt): it is reported.
  if (status === 409) return { kind: 'reported', httpStatus: status, messages };
  if (status === 400) return { kind: 'rejected', httpStatus: status, messages };
  const detail = messages.errors.length > 0 ? messages : note(`HTTP ${status}`);
  return { kind: 'retry', httpStatus: status, messages: detail };
}
