// The calculator feature's public surface: the app layer places the widget in the home page hero.
export { CalculatorWidget } from './components/calculator-widget';
