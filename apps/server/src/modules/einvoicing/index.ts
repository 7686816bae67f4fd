/** What the app layer and other modules may use of e-invoicing (ADR 2201, ADR 2401). */
export { WEBSITE_EGS_ID } from './egs.js';
export type { IssuedEinvoice } from './repository.js';
export { qrFromXml } from './qr.js';
export { einvoicingPlugin } from './plugin.js';
export { issueDueDocuments, issueTransactionInvoice } from './source.js';
export { einvoiceStaffRoutes } from './staff-routes.js';
export { loadWebsiteEgsUnit } from './egs-loader.js';
export { onboard } from './onboarding.js';
export { OnboardingError } from './onboarding-client.js';
