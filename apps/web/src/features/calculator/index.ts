import { lazy } from 'react';

// The calculator feature's public surface: the app layer places the widget in the home page hero
// and the rate board below it.
export { CalculatorWidget } from './components/calculator-widget';
/** Loaded after the hero: the board is below the fold and stays out of the home page's first load. */
export const LazyRateBoard = lazy(async () => ({
  default: (await import('./components/rate-board')).RateBoard,
}));
