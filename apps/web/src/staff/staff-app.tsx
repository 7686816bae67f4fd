import './staff.css';
import type { StaffMe } from '@waha/shared';
import { useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { addCatalogs } from '../lib/i18n';
import { AccountPage } from './account/account-page';
import { useStaffMe } from './api/staff-api';
import { AccountsPage } from './desks/accounts/accounts-page';
import { AuditPage } from './desks/audit/audit-page';
import { BannersDesk, FaqDesk, OffersDesk, PartnersDesk, PostsDesk } from './desks/content';
import { BranchesDesk } from './desks/branches/branches-desk';
import { CallsDesk } from './desks/calls/calls-desk';
import { ContactDesk } from './desks/contact/contact-desk';
import { FormDefinitionsDesk } from './desks/forms/definitions-desk';
import { FormSubmissionsDesk } from './desks/forms/submissions-desk';
import { HrDesk } from './desks/hr/hr-desk';
import { PagesDesk } from './desks/pages/pages-desk';
import { RatesDesk } from './desks/rates/rates-desk';
import { RatingsDesk } from './desks/ratings/ratings-desk';
import { RequestsDesk } from './desks/requests/requests-desk';
import { SessionsPage } from './desks/sessions/sessions-page';
import { EscalationPage } from './desks/tickets/ticket-figures';
import { TicketsDesk } from './desks/tickets/tickets-desk';
import { NAV_ITEMS, nextPath } from './nav';
import { SetupPage } from './setup-page';
import { SignInPage } from './sign-in-page';
import { StaffHome } from './staff-home';
import { StaffLayout } from './staff-layout';

// The staff catalogs travel with this bundle only.
addCatalogs(
  import.meta.glob<{ default: Record<string, unknown> }>(
    '../../../../packages/shared/src/i18n/locales/*/staff.json',
  ),
);

const DESKS: Record<string, ComponentType> = {
  rates: RatesDesk,
  requests: RequestsDesk,
  contact: ContactDesk,
  tickets: TicketsDesk,
  escalations: EscalationPage,
  calls: CallsDesk,
  hr: HrDesk,
  ratings: RatingsDesk,
  'form-submissions': FormSubmissionsDesk,
  'form-definitions': FormDefinitionsDesk,
  posts: PostsDesk,
  faq: FaqDesk,
  offers: OffersDesk,
  banners: BannersDesk,
  pages: PagesDesk,
  partners: PartnersDesk,
  branches: BranchesDesk,
  audit: AuditPage,
  accounts: AccountsPage,
  sessions: SessionsPage,
  account: AccountPage,
};

/** Search engines must never index the back office (PRODUCT.md section 14: noindex). */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/**
 * The screen for /staff/<section>. The back office's few routes are matched here rather than with
 * <Routes>, so the public pages' shared router chunk does not grow by a single byte for them.
 */
function screenFor(section: string, staff: StaffMe | null, search: string) {
  if (section === 'setup') return <SetupPage />;
  if (!staff) return section === 'sign-in' ? <SignInPage /> : <Navigate to="/staff/sign-in" replace />;
  if (section === 'sign-in') return <Navigate to={nextPath(search)} replace />;
  const item = NAV_ITEMS.find((nav) => nav.path === section);
  if (!item || !staff.permissions.includes(item.permission)) return <Navigate to="/staff" replace />;
  const Desk = DESKS[section];
  return <StaffLayout me={staff}>{Desk ? <Desk /> : <StaffHome me={staff} />}</StaffLayout>;
}

/** The whole back office: its own lazily loaded bundle, layout and routes under /staff. */
export function StaffApp() {
  useNoIndex();
  // Rendered in the browser only (never server-rendered), so it is live from its first paint: the
  // same "live" mark the public layout sets after hydration (end-to-end tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const { t: title } = useTranslation('staff');
  useEffect(() => {
    document.title = title('title');
  }, [title]);
  const { t, ready } = useTranslation('staff');
  const { pathname, search } = useLocation();
  const me = useStaffMe();
  if (!ready || me.isPending)
    return (
      <Spinner
        label={t('common.loading')}
        size="lg"
        className="flex min-h-[40vh] items-center justify-center"
      />
    );
  const section = pathname.replace(/^\/staff\/?/, '').split('/')[0] ?? '';
  return screenFor(section, me.data ?? null, search);
}
