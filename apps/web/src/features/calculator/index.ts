// The calculator feature's public surface: the app layer places the widget in the home page hero
// and the rate board below it (it shares the widget's code, so it costs the home page little).
export { CalculatorWidget } from './components/calculator-widget';
export { RateBoard } from './components/rate-board';
