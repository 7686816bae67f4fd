/** What the app layer may use of careers (ADR 2201). */
export { careerApplicationRoutes } from './application-routes.js';
