/** What the app layer may use of the HR desk (ADR 2201). */
export { hrRoutes } from './routes.js';
export { hrRetentionPlugin } from './retention-plugin.js';
