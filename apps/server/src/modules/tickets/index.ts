/** What the app layer may use of tickets (ADR 2201). */
export { ticketRoutes } from './routes.js';
export { ticketClockPlugin } from './clock/plugin.js';
