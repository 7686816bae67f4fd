/** What the app layer may use of content (ADR 2201). */
export { contentChangesPlugin } from './changes.js';
export { createContentReader, type ContentReader } from './reader.js';
export { contentRoutes } from './routes.js';
