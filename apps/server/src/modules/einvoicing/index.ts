/** What the app layer and other modules may use of e-invoicing (ADR 2201, ADR 2401). */
export { issueDocument, type DocumentRequest } from './chain.js';
export { websiteEgsUnit, WEBSITE_EGS_ID, type EgsUnit } from './egs.js';
export { findIssued, listChain, type IssuedEinvoice } from './repository.js';
export { GENESIS_PIH, invoiceHash } from './hash.js';
export { decodeQr, qrFromXml, type DecodedQr } from './qr.js';
export { einvoicingPlugin } from './plugin.js';
export {
  issueDueCreditNotes,
  issueDueDocuments,
  issueDueInvoices,
  issueFeeRefund,
  issueTransactionInvoice,
} from './source.js';
export { countOverdue, reportDue } from './outbox.js';
export type { CsidCredentials } from './egs.js';
export { einvoiceStaffRoutes } from './staff-routes.js';
export { seedDemoReports } from './demo-reports.js';
export { loadWebsiteEgsUnit } from './egs-loader.js';
export { onboard, type OnboardResult } from './onboarding.js';
export { OnboardingError } from './onboarding-client.js';
// For the local stand-in of ZATCA's CA (test/zatca-mock.ts) and tests reading a CSR back.
export { readCsr, CSR_TEMPLATE_NAMES } from './csr.js';
export { issueCertificate, name as x509Name, OID as X509_OID } from './x509.js';
