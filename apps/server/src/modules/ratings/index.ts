/** What the app layer may use of ratings (ADR 2201). */
export { ratingRoutes } from './routes.js';
