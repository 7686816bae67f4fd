import type { CsidCredentials } from './egs.js';
import { readMessages, type ReportMessages } from './report-client.js';
import { basicAuth, postToZatca, type ZatcaAnswer, type ZatcaApi } from './zatca-http.js';

/**
 * ZATCA's onboarding API (ADR 2403): the compliance CSID for a CSR and a one-time code, the
 * compliance checks, and the production CSID. Secrets travel only in headers and bodies, and are
 * never part of an error.
 */
export class OnboardingError extends Error {
  constructor(
    readonly step: 'input' | 'compliance-csid' | 'compliance-check' | 'production-csid' | 'certificate',
    message: string,
    /** ZATCA's own messages, for the operator. */
    readonly details: string[] = [],
  ) {
    super(message);
  }
}

/** What ZATCA answers with a CSID: the certificate (base64 of its base64 DER), a secret, an id. */
export interface CsidAnswer extends CsidCredentials {
  requestId: string;
}

export type OnboardingApi = ZatcaApi;

type Answer = Extract<ZatcaAnswer, { status: number }>;

async function post(
  api: OnboardingApi,
  path: string,
  step: OnboardingError['step'],
  headers: Record<string, string>,
  body: unknown,
): Promise<Answer> {
  const answer = await postToZatca(api, path, headers, body);
  if (answer.status === null)
    throw new OnboardingError(
      step,
      `ZATCA ${answer.failure === 'timeout' ? 'did not answer in time' : 'could not be reached'} (${path})`,
    );
  return answer;
}

/** ZATCA's messages in whichever shape an answer carries them. */
export function zatcaMessages(body: Record<string, unknown>): string[] {
  const out: string[] = [];
  const add = (item: unknown) => {
    if (typeof item === 'string') out.push(item);
    else if (item && typeof item === 'object') {
      const m = item as Record<string, unknown>;
      const text = [m.code, m.message ?? m.errorMessage].filter((v) => typeof v === 'string').join(': ');
      if (text) out.push(text);
    }
  };
  if (Array.isArray(body.errors)) body.errors.forEach(add);
  const results = readMessages(body);
  [...results.errors, ...results.warnings].forEach(add);
  for (const key of ['errorMessage', 'message'] as const) add(body[key]);
  return out;
}

function csidFrom(answer: Answer, step: OnboardingError['step'], what: string): CsidAnswer {
  const { binarySecurityToken, secret, requestID } = answer.body;
  const ok = answer.status === 200 && typeof binarySecurityToken === 'string' && typeof secret === 'string';
  if (!ok) {
    const why = answer.status === 401 || answer.status === 400 ? 'refused' : `failed (HTTP ${answer.status})`;
    throw new OnboardingError(step, `ZATCA ${why} the ${what}`, zatcaMessages(answer.body));
  }
  return { binarySecurityToken, secret, requestId: String(requestID ?? '') };
}

/** POST /compliance: the compliance CSID for the CSR, with the taxpayer's one-time code. */
export async function requestComplianceCsid(api: OnboardingApi, otp: string, csrPem: string) {
  const csr = Buffer.from(csrPem, 'utf8').toString('base64');
  const answer = await post(api, '/compliance', 'compliance-csid', { OTP: otp }, { csr });
  return csidFrom(
    answer,
    'compliance-csid',
    'compliance CSID request (is the one-time code right and unused?)',
  );
}

export interface ComplianceCheck {
  passed: boolean;
  httpStatus: number;
  messages: ReportMessages;
  details: string[];
}

/** POST /compliance/invoices: one signed document checked with the compliance CSID. */
export async function checkComplianceDocument(
  api: OnboardingApi,
  csid: CsidCredentials,
  doc: { uuid: string; hash: string; xml: string },
): Promise<ComplianceCheck> {
  const answer = await post(
    api,
    '/compliance/invoices',
    'compliance-check',
    { Authorization: basicAuth(csid) },
    { invoiceHash: doc.hash, uuid: doc.uuid, invoice: Buffer.from(doc.xml, 'utf8').toString('base64') },
  );
  const messages = readMessages(answer.body);
  // A simplified document passes when ZATCA would have reported it: 200, or 202 with warnings.
  const reported = answer.body.reportingStatus === undefined || answer.body.reportingStatus === 'REPORTED';
  const passed = (answer.status === 200 || answer.status === 202) && reported && messages.errors.length === 0;
  return { passed, httpStatus: answer.status, messages, details: zatcaMessages(answer.body) };
}

/** POST /production/csids: the production CSID, once the compliance checks have passed. */
export async function requestProductionCsid(api: OnboardingApi, compliance: CsidAnswer) {
  const answer = await post(
    api,
    '/production/csids',
    'production-csid',
    { Authorization: basicAuth(compliance) },
    { compliance_request_id: compliance.requestId },
  );
  return csidFrom(answer, 'production-csid', 'production CSID request');
}
