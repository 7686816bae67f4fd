import { brand } from '@waha/shared';
import type { RouteObject } from 'react-router';

/** Purple Saturday's header and footer colour (SPEC.md route table: /isa). */
const PURPLE = '#6b2fa3';

/** How the shared layout dresses a route (SPEC.md "Shared page layout" and the route table). */
export interface LayoutFlags {
  header: boolean;
  footer: boolean;
  callButton: boolean;
  headerColor: string;
  footerColor: string;
}

export const WITH_CHROME: LayoutFlags = {
  header: true,
  footer: true,
  callButton: true,
  headerColor: brand.headerColor,
  footerColor: brand.footerColor,
};

export const BARE: LayoutFlags = { ...WITH_CHROME, header: false, footer: false, callButton: false };

export interface AppRouteHandle {
  layout: LayoutFlags;
  /** Catalog key of the route's header navigation label; routes without one are not in the menu. */
  nav?: string;
}

export type AppRoute = RouteObject & { path: string; handle: AppRouteHandle };

/**
 * The site's route table, in one place. Each screen is a lazily loaded module; features add their
 * routes here. Any path not listed redirects to "/" (see router.tsx).
 */
export const APP_ROUTES: AppRoute[] = [
  {
    path: '/',
    handle: { layout: WITH_CHROME, nav: 'nav.home' },
    lazy: async () => ({ Component: (await import('./pages/home-page')).HomePage }),
  },
  {
    path: '/rates',
    handle: { layout: WITH_CHROME, nav: 'nav.rates' },
    lazy: async () => ({ Component: (await import('../features/calculator/routes/rates-page')).RatesPage }),
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
    handle: { layout: WITH_CHROME, nav: 'nav.offers' },
    lazy: async () => ({ Component: (await import('../features/content/routes/offers-pages')).OffersPage }),
  },
  {
    path: '/posts',
    handle: { layout: WITH_CHROME, nav: 'nav.posts' },
    lazy: async () => ({ Component: (await import('../features/content/routes/posts-pages')).PostsPage }),
  },
  {
    path: '/faq',
    handle: { layout: WITH_CHROME, nav: 'nav.faq' },
    lazy: async () => ({ Component: (await import('../features/content/routes/faq-page')).FaqPage }),
  },
  {
    path: '/about-us',
    handle: { layout: WITH_CHROME, nav: 'nav.aboutUs' },
    lazy: async () => ({ Component: (await import('../features/content/routes/info-pages')).AboutUsPage }),
  },
  {
    path: '/posts/:id',
    handle: { layout: WITH_CHROME },
    lazy: async () => ({ Component: (await import('../features/content/routes/posts-pages')).PostPage }),
  },
  {
    path: '/app-info',
    handle: { layout: WITH_CHROME },
    lazy: async () => ({ Component: (await import('../features/content/routes/app-info-page')).AppInfoPage }),
  },
  {
    path: '/celebrations',
    handle: { layout: WITH_CHROME },
    lazy: async () => ({
      Component: (await import('../features/content/routes/info-pages')).CelebrationsPage,
    }),
  },
  {
    path: '/prize',
    handle: { layout: WITH_CHROME },
    lazy: async () => ({ Component: (await import('../features/content/routes/info-pages')).PrizePage }),
  },
  {
    path: '/links',
    handle: { layout: WITH_CHROME },
    lazy: async () => ({ Component: (await import('../features/content/routes/links-page')).LinksPage }),
  },
  {
    path: '/Y',
    handle: { layout: WITH_CHROME },
    lazy: async () => ({
      Component: (await import('../features/content/routes/offers-pages')).YemenOffersPage,
    }),
  },
  {
    path: '/E',
    handle: { layout: WITH_CHROME },
    lazy: async () => ({
      Component: (await import('../features/content/routes/offers-pages')).EgyptOffersPage,
    }),
  },
  {
    path: '/I',
    handle: { layout: WITH_CHROME },
    lazy: async () => ({
      Component: (await import('../features/content/routes/offers-pages')).IndiaOffersPage,
    }),
  },
  {
    path: '/isa',
    handle: { layout: { ...WITH_CHROME, headerColor: PURPLE, footerColor: PURPLE } },
    lazy: async () => ({
      Component: (await import('../features/content/routes/info-pages')).PurpleSaturdayPage,
    }),
  },
  {
    path: '/information-protection',
    handle: { layout: WITH_CHROME },
    lazy: async () => ({
      Component: (await import('../features/content/routes/info-pages')).InformationProtectionPage,
    }),
  },
  {
    path: '/privacy-policy',
    handle: { layout: WITH_CHROME },
    lazy: async () => ({
      Component: (await import('../features/content/routes/info-pages')).PrivacyPolicyPage,
    }),
  },
  {
    path: '/terms-and-conditions',
    handle: { layout: WITH_CHROME },
    lazy: async () => ({ Component: (await import('../features/content/routes/info-pages')).TermsPage }),
  },
  {
    path: '/app',
    handle: { layout: BARE },
    lazy: async () => ({ Component: (await import('../features/content/routes/info-pages')).AppPage }),
  },
  {
    path: '/whatsapp',
    handle: { layout: BARE },
    lazy: async () => ({
      Component: (await import('../features/content/routes/whatsapp-page')).WhatsappRedirect,
    }),
  },
  // Remittance services and the tax invoice (issue 5).
  {
    path: '/inquiry',
    handle: { layout: WITH_CHROME },
    lazy: async () => ({
      Component: (await import('../features/remittance/routes/inquiry-page')).InquiryPage,
    }),
  },
  {
    path: '/change-name',
    handle: { layout: WITH_CHROME },
    lazy: async () => ({
      Component: (await import('../features/remittance/routes/change-name-page')).ChangeNamePage,
    }),
  },
  {
    path: '/cancel',
    handle: { layout: WITH_CHROME },
    lazy: async () => ({ Component: (await import('../features/remittance/routes/cancel-page')).CancelPage }),
  },
  {
    path: '/statement',
    handle: { layout: WITH_CHROME },
    lazy: async () => ({
      Component: (await import('../features/remittance/routes/statement-page')).StatementPage,
    }),
  },
  // Interim pages until the ticket and call-back forms exist (issue 12): real contact routes, so
  // the header, footer and call button never land a visitor on the home page.
  {
    path: '/support',
    handle: { layout: WITH_CHROME },
    lazy: async () => ({ Component: (await import('../features/contact/routes/reach-us-page')).SupportPage }),
  },
  {
    path: '/call-request',
    handle: { layout: WITH_CHROME },
    lazy: async () => ({
      Component: (await import('../features/contact/routes/reach-us-page')).CallRequestPage,
    }),
  },
  {
    path: '/vat',
    handle: { layout: WITH_CHROME, nav: 'nav.vat' },
    lazy: async () => ({ Component: (await import('../features/vat/routes/vat-page')).VatPage }),
  },
];
