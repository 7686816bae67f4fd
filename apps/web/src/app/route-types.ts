import type { OfferMarket, PageSlug } from '@waha/shared';
import type { RouteObject } from 'react-router';

/** How the shared layout dresses a route (SPEC.md "Shared page layout" and the route table). */
export interface LayoutFlags {
  header: boolean;
  footer: boolean;
  callButton: boolean;
  /** Background classes (colours from index.css: class names, never inline styles, keep the CSP strict). */
  headerClass: string;
  footerClass: string;
}

export const WITH_CHROME: LayoutFlags = {
  header: true,
  footer: true,
  callButton: true,
  headerClass: 'bg-header',
  footerClass: 'bg-footer',
};

export const BARE: LayoutFlags = { ...WITH_CHROME, header: false, footer: false, callButton: false };

/**
 * Content a page shows on first paint, loaded on the server for the request (app/ssr/route-data.ts)
 * and handed to the browser with the HTML. Plain data here, so the browser bundle carries no loader.
 */
export type SsrNeed =
  | 'banners'
  | 'posts'
  | 'post'
  | 'partners'
  | 'branches'
  | 'faqs'
  | 'tutorials'
  /** /rates/history: the branch, currency and range come from the address's query. */
  | 'rate-history'
  /** /rates: the board's branch from the address's `?branch=`, else the first branch. */
  | 'exchange-rates'
  | { offers: OfferMarket | 'all' }
  | { page: PageSlug };

export interface AppRouteHandle {
  layout: LayoutFlags;
  /** Catalog key of the route's header navigation label; routes without one are not in the menu. */
  nav?: string;
  ssr?: SsrNeed[];
  /** Kept out of search engines (`<meta name="robots" content="noindex">`) and the sitemap. */
  noindex?: boolean;
}

export type AppRoute = RouteObject & { path: string; handle: AppRouteHandle };
