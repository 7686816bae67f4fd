/** What the app layer may use of invoices (ADR 2201). */
export { invoicesRoutes } from './routes.js';
