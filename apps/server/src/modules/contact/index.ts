/** What the app layer may use of contact (ADR 2201). */
export { contactRoutes } from './routes.js';
