import { brand } from '@waha/shared';
import type { RouteObject } from 'react-router';

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
];
