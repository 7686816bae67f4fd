/** What the app layer may use of content (ADR 2201). */
export { contentChangesPlugin } from './changes.js';
export { createContentReader } from './reader.js';
export { contentRoutes } from './routes.js';
