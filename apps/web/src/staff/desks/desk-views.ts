import type { StaffDeskId } from '@waha/shared';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { DeskIconName } from './desk-icons';

/** Each desk's screen, label and icon: the web half of the registry (registry.ts joins the shared half). */
type DeskComponent = ComponentType;

/** Loads one named export as a lazy desk: each desk is its own chunk, fetched when first opened. */
function desk<M>(load: () => Promise<M>, pick: (module: M) => DeskComponent) {
  return lazy(async () => ({ default: pick(await load()) }));
}

/** What the web app adds to a desk of the shared list: its label (a `staff` key), icon and screen. */
export interface DeskView {
  nav: `nav.${string}`;
  icon: DeskIconName;
  /** Its screen, loaded when first opened; null for the overview, which the shell draws itself. */
  component: LazyExoticComponent<DeskComponent> | null;
  /** Listed on the overview's cards (the overview itself and one's own sessions are not). */
  onHome: boolean;
}

const complaintsDesk = desk(
  () => import('./complaints/complaints-desk'),
  (m) => m.ComplaintsDesk,
);
export const VIEWS: Record<StaffDeskId, DeskView> = {
  home: { nav: 'nav.home', icon: 'home', onHome: false, component: null },
  rates: {
    nav: 'nav.rates',
    icon: 'money',
    onHome: true,
    component: desk(
      () => import('./rates/rates-desk'),
      (m) => m.RatesDesk,
    ),
  },
  requests: {
    nav: 'nav.requests',
    icon: 'swap',
    onHome: true,
    component: desk(
      () => import('./requests/requests-desk'),
      (m) => m.RequestsDesk,
    ),
  },
  contact: {
    nav: 'nav.contact',
    icon: 'mail',
    onHome: true,
    component: desk(
      () => import('./contact/contact-desk'),
      (m) => m.ContactDesk,
    ),
  },
  tickets: {
    nav: 'nav.tickets',
    icon: 'headset',
    onHome: true,
    component: desk(
      () => import('./tickets/tickets-desk'),
      (m) => m.TicketsDesk,
    ),
  },
  cannedReplies: {
    nav: 'nav.cannedReplies',
    icon: 'messages',
    onHome: true,
    component: desk(
      () => import('./canned/canned-desk'),
      (m) => m.CannedDesk,
    ),
  },
  escalations: {
    nav: 'nav.escalations',
    icon: 'alert',
    onHome: true,
    component: desk(
      () => import('./tickets/ticket-figures'),
      (m) => m.EscalationPage,
    ),
  },
  complaints: { nav: 'nav.complaints', icon: 'chart', onHome: true, component: complaintsDesk },
  calls: {
    nav: 'nav.calls',
    icon: 'phone',
    onHome: true,
    component: desk(
      () => import('./calls/calls-desk'),
      (m) => m.CallsDesk,
    ),
  },
  hr: {
    nav: 'nav.hr',
    icon: 'briefcase',
    onHome: true,
    component: desk(
      () => import('./hr/hr-desk'),
      (m) => m.HrDesk,
    ),
  },
  ratings: {
    nav: 'nav.ratings',
    icon: 'star',
    onHome: true,
    component: desk(
      () => import('./ratings/ratings-desk'),
      (m) => m.RatingsDesk,
    ),
  },
  formSubmissions: {
    nav: 'nav.formSubmissions',
    icon: 'inbox',
    onHome: true,
    component: desk(
      () => import('./forms/submissions-desk'),
      (m) => m.FormSubmissionsDesk,
    ),
  },
  formDefinitions: {
    nav: 'nav.formDefinitions',
    icon: 'clipboard',
    onHome: true,
    component: desk(
      () => import('./forms/definitions-desk'),
      (m) => m.FormDefinitionsDesk,
    ),
  },
  posts: {
    nav: 'nav.posts',
    icon: 'newspaper',
    onHome: true,
    component: desk(
      () => import('./content'),
      (m) => m.PostsDesk,
    ),
  },
  faq: {
    nav: 'nav.faq',
    icon: 'help',
    onHome: true,
    component: desk(
      () => import('./content'),
      (m) => m.FaqDesk,
    ),
  },
  offers: {
    nav: 'nav.offers',
    icon: 'tag',
    onHome: true,
    component: desk(
      () => import('./content'),
      (m) => m.OffersDesk,
    ),
  },
  banners: {
    nav: 'nav.banners',
    icon: 'image',
    onHome: true,
    component: desk(
      () => import('./content'),
      (m) => m.BannersDesk,
    ),
  },
  pages: {
    nav: 'nav.pages',
    icon: 'fileText',
    onHome: true,
    component: desk(
      () => import('./pages/pages-desk'),
      (m) => m.PagesDesk,
    ),
  },
  partners: {
    nav: 'nav.partners',
    icon: 'handshake',
    onHome: true,
    component: desk(
      () => import('./content'),
      (m) => m.PartnersDesk,
    ),
  },
  branches: {
    nav: 'nav.branches',
    icon: 'pin',
    onHome: true,
    component: desk(
      () => import('./branches/branches-desk'),
      (m) => m.BranchesDesk,
    ),
  },
  finance: {
    nav: 'nav.finance',
    icon: 'receipt',
    onHome: true,
    component: desk(
      () => import('./finance/finance-desk'),
      (m) => m.FinanceDesk,
    ),
  },
  audit: {
    nav: 'nav.audit',
    icon: 'scroll',
    onHome: true,
    component: desk(
      () => import('./audit/audit-page'),
      (m) => m.AuditPage,
    ),
  },
  accounts: {
    nav: 'nav.accounts',
    icon: 'users',
    onHome: true,
    component: desk(
      () => import('./accounts/accounts-page'),
      (m) => m.AccountsPage,
    ),
  },
  account: {
    nav: 'nav.account',
    icon: 'user',
    onHome: true,
    component: desk(
      () => import('../account/account-page'),
      (m) => m.AccountPage,
    ),
  },
  sessions: {
    nav: 'nav.sessions',
    icon: 'devices',
    onHome: false,
    component: desk(
      () => import('./sessions/sessions-page'),
      (m) => m.SessionsPage,
    ),
  },
};
