/** What the app layer and other modules may use of e-invoicing (ADR 2201, ADR 2401). */
export { issueDocument, type DocumentRequest } from './chain.js';
export { websiteEgsUnit, WEBSITE_EGS_ID, type EgsUnit } from './egs.js';
export { findIssued, listChain, type IssuedEinvoice } from './repository.js';
export { GENESIS_PIH, invoiceHash } from './hash.js';
export { decodeQr, qrFromXml, type DecodedQr } from './qr.js';
export { einvoicingPlugin } from './plugin.js';
export { issueDueInvoices, issueFeeRefund, issueTransactionInvoice } from './source.js';
export { countOverdue, reportDue } from './outbox.js';
export type { CsidCredentials } from './egs.js';
export { einvoiceStaffRoutes } from './staff-routes.js';
export { seedDemoReports } from './demo-reports.js';
