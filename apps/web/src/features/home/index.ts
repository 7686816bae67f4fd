// The home feature's public surface: the app layer composes these into the home page.
export { BannerCarousel } from './components/banner-carousel';
export { StatsRow } from './components/stats-row';
export { ServiceCards } from './components/service-cards';
export { BranchesSection } from './components/branches-section';
export { NewsSlider } from './components/news-slider';
export { PartnerStrip } from './components/partner-strip';
export { useCustomerServiceChat, useHashScroll } from './lib/use-home-effects';
