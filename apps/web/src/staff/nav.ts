import type { StaffPermission } from '@waha/shared';

/** The back office's navigation: an item shows only to someone holding its permission. */
export const NAV_ITEMS: { path: string; label: string; permission: StaffPermission; desk?: string }[] = [
  { path: '', label: 'nav.home', permission: 'self' },
  { path: 'rates', label: 'nav.rates', permission: 'rates.read', desk: 'rates' },
  { path: 'requests', label: 'nav.requests', permission: 'remittance.read', desk: 'requests' },
  { path: 'contact', label: 'nav.contact', permission: 'contact.read', desk: 'contact' },
  { path: 'tickets', label: 'tickets:desk.nav', permission: 'tickets.read', desk: 'tickets' },
  {
    path: 'escalations',
    label: 'tickets:desk.navEscalations',
    permission: 'escalation.read',
    desk: 'escalations',
  },
  { path: 'calls', label: 'nav.calls', permission: 'calls.read', desk: 'calls' },
  { path: 'hr', label: 'nav.hr', permission: 'hr.read', desk: 'hr' },
  { path: 'ratings', label: 'nav.ratings', permission: 'ratings.read', desk: 'ratings' },
  {
    path: 'form-submissions',
    label: 'nav.formSubmissions',
    permission: 'forms.read',
    desk: 'form-submissions',
  },
  {
    path: 'form-definitions',
    label: 'nav.formDefinitions',
    permission: 'forms.read',
    desk: 'form-definitions',
  },
  { path: 'posts', label: 'nav.posts', permission: 'content.read', desk: 'posts' },
  { path: 'faq', label: 'nav.faq', permission: 'content.read', desk: 'faq' },
  { path: 'offers', label: 'nav.offers', permission: 'content.read', desk: 'offers' },
  { path: 'banners', label: 'nav.banners', permission: 'content.read', desk: 'banners' },
  { path: 'pages', label: 'nav.pages', permission: 'content.read', desk: 'pages' },
  { path: 'partners', label: 'nav.partners', permission: 'content.read', desk: 'partners' },
  { path: 'branches', label: 'nav.branches', permission: 'content.read', desk: 'branches' },
  { path: 'audit', label: 'nav.audit', permission: 'audit.read', desk: 'audit' },
  { path: 'accounts', label: 'nav.accounts', permission: 'accounts.read', desk: 'accounts' },
  { path: 'account', label: 'nav.account', permission: 'self', desk: 'account' },
  { path: 'sessions', label: 'nav.sessions', permission: 'self', desk: 'sessions' },
];

/** Where sign-in leads: back to the screen that asked for it (`?next=account`), else the overview. */
export function nextPath(search: string): string {
  const next = new URLSearchParams(search).get('next') ?? '';
  return NAV_ITEMS.some((item) => item.path === next && next) ? `/staff/${next}` : '/staff';
}
