// The home feature's public surface: the app layer composes these into the home page.
export { HomeIntro } from './components/home-intro';
