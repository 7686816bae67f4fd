/** What the app layer may use of the bench module (ADR 2201). */
export { benchRoutes } from './routes.js';
