/** What the app layer may use of remittance (ADR 2201). */
export { remittanceRoutes } from './routes.js';
