/** What other modules and the app layer may use of customer sign-in (ADR 2201). */
export { customerAuthPlugin, customerOf } from './plugin.js';
export { customerAuthRoutes } from './routes.js';
