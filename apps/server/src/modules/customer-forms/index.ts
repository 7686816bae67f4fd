/** What the app layer may use of customer forms (ADR 2201). */
export { customerFormsRoutes, customerFormsStaffRoutes } from './routes.js';
