import { generateKeyPairSync, randomBytes, type X509Certificate } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { readCsr } from '../modules/einvoicing/csr.js';
import { invoiceHash } from '../modules/einvoicing/hash.js';
import { issueCertificate, OID as X509_OID, name as x509Name } from '../modules/einvoicing/x509.js';

type Answer = [status: number, body: unknown];

interface Issued {
  kind: 'compliance' | 'production';
  secret: string;
  requestId: string;
  certificate: X509Certificate;
  /** The CSR's subject attributes, by OID. */
  subject: Record<string, string>;
}

/** What a test can make the onboarding stand-in do. */
export interface OnboardingMockControls {
  /** The code the "Fatoora portal" gave (default 123456). */
  otp: string;
  /** Document types (388, 381, 383) whose compliance check fails. */
  failChecks: Set<string>;
  /** The production CSID is issued for another key than the CSR's (a mix-up on ZATCA's side). */
  foreignProductionKey: boolean;
  /** Every CSR received, as sent (PEM text). */
  csrs: string[];
  /** Credentials handed out, by binarySecurityToken. */
  issued: Map<string, Issued>;
}

const error = (code: string, text: string) => ({
  type: 'ERROR',
  code,
  category: 'KSA',
  message: text,
  status: 'ERROR',
});

/**
 * ZATCA's onboarding API as a local stand-in with its own secp256k1 CA: POST /compliance (OTP and
 * CSR -> compliance CSID), /compliance/invoices (documents signed with that CSID's certificate),
 * /production/csids (only after an invoice, a credit note and a debit note passed).
 */
export function onboardingMock() {
  const ca = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
  const caName = x509Name([[X509_OID.commonName, 'Local stand-in of ZATCA e-invoicing CA']]);
  const controls: OnboardingMockControls = {
    otp: '123456',
    failChecks: new Set(),
    foreignProductionKey: false,
    csrs: [],
    issued: new Map(),
  };
  const passed = new Map<string, Set<string>>();
  let requests = 0;

  function issue(kind: Issued['kind'], subject: Record<string, string>, publicKeyDer: Buffer): Answer {
    const now = Date.now();
    const certificate = issueCertificate({
      subject: x509Name([
        [X509_OID.country, subject[X509_OID.country] ?? 'SA'],
        [X509_OID.organizationalUnit, subject[X509_OID.organizationalUnit] ?? ''],
        [X509_OID.organization, subject[X509_OID.organization] ?? ''],
        [X509_OID.commonName, subject[X509_OID.commonName] ?? ''],
      ]),
      issuer: caName,
      publicKeyDer,
      signerKey: ca.privateKey,
      notBefore: new Date(now - 60_000),
      notAfter: new Date(now + (kind === 'production' ? 365 : 1) * 86_400_000),
    });
    const token = Buffer.from(certificate.raw.toString('base64'), 'ascii').toString('base64');
    const requestId = String(1_234_567_890_000 + ++requests);
    const secret = randomBytes(24).toString('base64');
    controls.issued.set(token, { kind, secret, requestId, certificate, subject });
    return [
      200,
      {
        requestID: requestId,
        tokenType: 'http://docs.oasis-open.org/wss',
        dispositionMessage: 'ISSUED',
        binarySecurityToken: token,
        secret,
        errors: null,
      },
    ];
  }

  /** The credentials of a Basic header, if the stand-in issued them. */
  function caller(headers: IncomingHttpHeaders, kind: Issued['kind']): Issued | null {
    const [scheme, value] = (headers.authorization ?? '').split(' ');
    if (scheme !== 'Basic' || !value) return null;
    const [token, secret] = Buffer.from(value, 'base64').toString('utf8').split(':');
    const found = token ? controls.issued.get(token) : undefined;
    return found && found.kind === kind && found.secret === secret ? found : null;
  }

  function compliance(headers: IncomingHttpHeaders, body: Record<string, string>): Answer {
    if (headers.otp !== controls.otp)
      return [400, { errors: [{ code: 'Invalid-OTP', message: 'The provided OTP is invalid' }] }];
    const pem = Buffer.from(body.csr ?? '', 'base64').toString('utf8');
    controls.csrs.push(pem);
    const csr = readCsr(pem);
    if (!csr.signatureValid)
      return [400, { errors: [{ code: 'Invalid-CSR', message: 'The CSR signature is invalid' }] }];
    return issue('compliance', csr.subject, csr.publicKeyDer);
  }

  function check(headers: IncomingHttpHeaders, body: Record<string, string>): Answer {
    const who = caller(headers, 'compliance');
    if (!who) return [401, {}];
    const xml = Buffer.from(body.invoice ?? '', 'base64').toString('utf8');
    const type = /<cbc:InvoiceTypeCode[^>]*>(\d{3})</.exec(xml)?.[1] ?? '';
    const certificate = /<ds:X509Certificate>([^<]+)</.exec(xml)?.[1];
    const errors = [];
    if (certificate !== who.certificate.raw.toString('base64'))
      errors.push(error('certificate', 'The document is not signed with the compliance CSID'));
    if (invoiceHash(xml) !== body.invoiceHash) errors.push(error('invoiceHash', 'The hash does not match'));
    if (controls.failChecks.has(type)) errors.push(error('BR-KSA-16', 'Invalid payment means code'));
    const results = {
      infoMessages: [],
      warningMessages: [],
      errorMessages: errors,
      status: errors.length ? 'ERROR' : 'PASS',
    };
    if (errors.length) return [400, { validationResults: results, reportingStatus: 'NOT_REPORTED' }];
    const done = passed.get(who.requestId) ?? new Set();
    passed.set(who.requestId, done.add(type));
    return [200, { validationResults: results, reportingStatus: 'REPORTED', clearanceStatus: null }];
  }

  function production(headers: IncomingHttpHeaders, body: Record<string, string>): Answer {
    const who = caller(headers, 'compliance');
    if (!who) return [401, {}];
    const done = passed.get(body.compliance_request_id ?? '');
    if (
      body.compliance_request_id !== who.requestId ||
      !done ||
      !['388', '381', '383'].every((t) => done.has(t))
    )
      return [
        400,
        { errors: [{ code: 'Missing-ComplianceSteps', message: 'The compliance steps are not completed' }] },
      ];
    const key = controls.foreignProductionKey
      ? generateKeyPairSync('ec', { namedCurve: 'secp256k1' }).publicKey
      : who.certificate.publicKey;
    return issue('production', who.subject, key.export({ type: 'spki', format: 'der' }));
  }

  const routes: Record<string, (h: IncomingHttpHeaders, b: Record<string, string>) => Answer> = {
    '/compliance': compliance,
    '/compliance/invoices': check,
    '/production/csids': production,
  };
  return { controls, routes };
}
