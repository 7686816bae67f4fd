/** What other modules and the app layer may use of rates (ADR 2201). */
export { ratesRoutes } from './routes.js';
export { getBranchRates, readBranchRates } from './service.js';
export { branchExists } from './repository.js';
export { appendRateHistory, type RateChange, type RateFigures } from './history.js';
export { readRateHistory } from './history-public.js';
export { ratesRenderAllowed } from './limit.js';
