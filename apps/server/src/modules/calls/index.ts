/** What the app layer may use of the calls module (ADR 2201). */
export { callRoutes } from './routes.js';
