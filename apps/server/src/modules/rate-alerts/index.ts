/** What other modules and the app layer may use of the rate alerts (ADR 2201, ADR 2502). */
export { fireRateAlerts } from './crossing.js';
export { rateAlertsPlugin } from './plugin.js';
