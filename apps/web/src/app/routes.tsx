import { BARE, WITH_CHROME, type AppRoute } from './route-types';
import { SERVICE_ROUTES } from './routes-services';

/**
 * The site's route table, in one place. Each screen is a lazily loaded module; features add their
 * routes here. Any path not listed redirects to "/" (see router.tsx).
 */
export const APP_ROUTES: AppRoute[] = [
  {
    path: '/',
    handle: { ssr: ['banners', 'posts', 'branches', 'partners'], layout: WITH_CHROME, nav: 'nav.home' },
    lazy: async () => ({ Component: (await import('./pages/home-page')).HomePage }),
  },
  {
    path: '/rates',
    handle: { layout: WITH_CHROME, nav: 'nav.rates', ssr: ['exchange-rates'] },
    lazy: async () => ({ Component: (await import('../features/calculator/routes/rates-page')).RatesPage }),
  },
  {
    path: '/rates/history',
    // No `nav`: the header's entry is the board; the history is reached from its rows.
    handle: { ssr: ['rate-history'], layout: WITH_CHROME },
    lazy: async () => ({
      Component: (await import('../features/rate-history/routes/rate-history-page')).RateHistoryPage,
    }),
  },
  {
    // The SMS's stop link (ADR 2502): the page asks, its button stops.
    path: '/rates/alerts/stop',
    handle: { layout: WITH_CHROME },
    lazy: async () => ({
      Component: (await import('../features/rate-history/routes/stop-alert-page')).StopAlertPage,
    }),
  },
  // Content pages (issue 3).
  {
    path: '/services',
    handle: { layout: WITH_CHROME, nav: 'nav.services' },
    lazy: async () => ({
      Component: (await import('../features/content/routes/services-page')).ServicesPage,
    }),
  },
  {
    path: '/offers',
    handle: { ssr: [{ offers: 'all' }], layout: WITH_CHROME, nav: 'nav.offers' },
    lazy: async () => ({ Component: (await import('../features/content/routes/offers-pages')).OffersPage }),
  },
  {
    path: '/posts',
    handle: { ssr: ['posts'], layout: WITH_CHROME, nav: 'nav.posts' },
    lazy: async () => ({ Component: (await import('../features/content/routes/posts-pages')).PostsPage }),
  },
  {
    path: '/faq',
    handle: { ssr: ['faqs'], layout: WITH_CHROME, nav: 'nav.faq' },
    lazy: async () => ({ Component: (await import('../features/content/routes/faq-page')).FaqPage }),
  },
  {
    path: '/about-us',
    handle: { ssr: [{ page: 'about-us' }], layout: WITH_CHROME, nav: 'nav.aboutUs' },
    lazy: async () => ({ Component: (await import('../features/content/routes/info-pages')).AboutUsPage }),
  },
  {
    path: '/posts/:id',
    handle: { ssr: ['post'], layout: WITH_CHROME },
    lazy: async () => ({ Component: (await import('../features/content/routes/posts-pages')).PostPage }),
  },
  {
    path: '/app-info',
    handle: { ssr: ['tutorials'], layout: WITH_CHROME },
    lazy: async () => ({ Component: (await import('../features/content/routes/app-info-page')).AppInfoPage }),
  },
  {
    path: '/celebrations',
    handle: { ssr: [{ page: 'celebrations' }], layout: WITH_CHROME },
    lazy: async () => ({
      Component: (await import('../features/content/routes/info-pages')).CelebrationsPage,
    }),
  },
  {
    path: '/prize',
    handle: { ssr: [{ page: 'prize' }], layout: WITH_CHROME },
    lazy: async () => ({ Component: (await import('../features/content/routes/info-pages')).PrizePage }),
  },
  {
    path: '/links',
    handle: { layout: WITH_CHROME },
    lazy: async () => ({ Component: (await import('../features/content/routes/links-page')).LinksPage }),
  },
  {
    path: '/Y',
    handle: { ssr: [{ offers: 'yemen' }], layout: WITH_CHROME },
    lazy: async () => ({
      Component: (await import('../features/content/routes/offers-pages')).YemenOffersPage,
    }),
  },
  {
    path: '/E',
    handle: { ssr: [{ offers: 'egypt' }], layout: WITH_CHROME },
    lazy: async () => ({
      Component: (await import('../features/content/routes/offers-pages')).EgyptOffersPage,
    }),
  },
  {
    path: '/I',
    handle: { ssr: [{ offers: 'india' }], layout: WITH_CHROME },
    lazy: async () => ({
      Component: (await import('../features/content/routes/offers-pages')).IndiaOffersPage,
    }),
  },
  {
    path: '/isa',
    handle: {
      ssr: [{ page: 'isa' }],
      layout: { ...WITH_CHROME, headerClass: 'bg-purple', footerClass: 'bg-purple' },
    },
    lazy: async () => ({
      Component: (await import('../features/content/routes/info-pages')).PurpleSaturdayPage,
    }),
  },
  {
    path: '/information-protection',
    handle: { ssr: [{ page: 'information-protection' }], layout: WITH_CHROME },
    lazy: async () => ({
      Component: (await import('../features/content/routes/info-pages')).InformationProtectionPage,
    }),
  },
  {
    path: '/privacy-policy',
    handle: { ssr: [{ page: 'privacy-policy' }], layout: WITH_CHROME },
    lazy: async () => ({
      Component: (await import('../features/content/routes/info-pages')).PrivacyPolicyPage,
    }),
  },
  {
    path: '/terms-and-conditions',
    handle: { ssr: [{ page: 'terms-and-conditions' }], layout: WITH_CHROME },
    lazy: async () => ({ Component: (await import('../features/content/routes/info-pages')).TermsPage }),
  },
  {
    path: '/app',
    handle: { ssr: [{ page: 'app' }], layout: BARE },
    lazy: async () => ({ Component: (await import('../features/content/routes/info-pages')).AppPage }),
  },
  {
    path: '/whatsapp',
    handle: { noindex: true, layout: BARE },
    lazy: async () => ({
      Component: (await import('../features/content/routes/whatsapp-page')).WhatsappRedirect,
    }),
  },
  ...SERVICE_ROUTES,
];
