/** What the app layer may use of health (ADR 2201). */
export { healthRoutes } from './routes.js';
