import type { StaffPermission } from './schemas/staff.js';

/**
 * One back-office desk as both apps must agree on it. The web app's registry adds the label, icon
 * and component; the server's route -> permission table is checked against `api` and the
 * permissions (apps/server/src/modules/staff/desk-routes.test.ts), so the navigation can never offer
 * a desk whose API refuses the person it was offered to.
 */
export interface StaffDeskSpec {
  /** Path under /staff ('' is the overview). */
  path: string;
  /** Needed to see the desk and open it; every GET route under `api` needs it unless it is in `also`. */
  permission: StaffPermission;
  /** The other permissions routes under `api` need: writes, and admin reads such as others' sessions. */
  also?: readonly StaffPermission[];
  /** Prefixes of the API routes the desk calls (`/api/staff/...`). Several desks may share one. */
  api: readonly string[];
}

const content = (api: string[]): StaffDeskSpec['api'] => [...api, '/api/staff/content/images'];

export const STAFF_DESKS = {
  home: { path: '', permission: 'self', api: [] },
  rates: { path: 'rates', permission: 'rates.read', also: ['rates.write'], api: ['/api/staff/rates'] },
  requests: {
    path: 'requests',
    permission: 'remittance.read',
    also: ['remittance.write'],
    api: ['/api/staff/remittance-requests'],
  },
  contact: {
    path: 'contact',
    permission: 'contact.read',
    also: ['contact.write'],
    api: ['/api/staff/contact-messages'],
  },
  tickets: {
    path: 'tickets',
    permission: 'tickets.read',
    // Escalation officers resolve from the ticket view the support desk shares with them.
    also: ['tickets.write', 'escalation.write'],
    api: ['/api/staff/tickets'],
  },
  cannedReplies: {
    path: 'canned-replies',
    permission: 'tickets.lead',
    api: ['/api/staff/canned-replies'],
  },
  escalations: {
    path: 'escalations',
    permission: 'escalation.read',
    api: ['/api/staff/escalations', '/api/staff/ticket-figures'],
  },
  // SAMA's complaint report (ADR 2303): the lead's and the escalation department's figures.
  complaints: {
    path: 'complaints',
    permission: 'complaints.report',
    api: ['/api/staff/complaints'],
  },
  calls: {
    path: 'calls',
    permission: 'calls.read',
    also: ['calls.write'],
    api: ['/api/staff/call-requests'],
  },
  hr: { path: 'hr', permission: 'hr.read', also: ['hr.write'], api: ['/api/staff/hr'] },
  ratings: { path: 'ratings', permission: 'ratings.read', api: ['/api/staff/branch-ratings'] },
  formSubmissions: {
    path: 'form-submissions',
    permission: 'forms.read',
    also: ['forms.write'],
    api: ['/api/staff/forms/submissions', '/api/staff/forms/definitions'],
  },
  formDefinitions: {
    path: 'form-definitions',
    permission: 'forms.read',
    also: ['forms.write'],
    api: ['/api/staff/forms/definitions', '/api/staff/forms/assignments'],
  },
  posts: {
    path: 'posts',
    permission: 'content.read',
    also: ['content.write'],
    api: content(['/api/staff/content/posts']),
  },
  faq: { path: 'faq', permission: 'content.read', also: ['content.write'], api: ['/api/staff/content/faqs'] },
  offers: {
    path: 'offers',
    permission: 'content.read',
    also: ['content.write'],
    api: content(['/api/staff/content/offers']),
  },
  banners: {
    path: 'banners',
    permission: 'content.read',
    also: ['content.write'],
    api: content(['/api/staff/content/banners']),
  },
  pages: {
    path: 'pages',
    permission: 'content.read',
    also: ['content.write'],
    api: ['/api/staff/content/pages'],
  },
  partners: {
    path: 'partners',
    permission: 'content.read',
    also: ['content.write'],
    api: content(['/api/staff/content/partners']),
  },
  branches: {
    path: 'branches',
    permission: 'content.read',
    also: ['content.write'],
    api: ['/api/staff/content/branches'],
  },
  // E-invoices reported to ZATCA (issue 24, ADR 2402): statuses, messages, retry, the 20-hour alert.
  finance: {
    path: 'finance',
    permission: 'einvoices.read',
    also: ['einvoices.write'],
    api: ['/api/staff/einvoices'],
  },
  audit: { path: 'audit', permission: 'audit.read', api: ['/api/staff/audit'] },
  accounts: {
    path: 'accounts',
    permission: 'accounts.read',
    also: ['accounts.write', 'sessions.admin'],
    api: ['/api/staff/accounts'],
  },
  account: { path: 'account', permission: 'self', api: ['/api/staff/me'] },
  sessions: { path: 'sessions', permission: 'self', api: ['/api/staff/sessions'] },
} as const satisfies Record<string, StaffDeskSpec>;

export type StaffDeskId = keyof typeof STAFF_DESKS;

/**
 * Staff API areas that are no desk: the sign-in steps (public, before any desk can show) and
 * sign-out. Every route in the server's table belongs to a desk above or to one of these.
 */
export const STAFF_NON_DESK_API: readonly string[] = ['/api/staff/auth'];

/** True when `route` ("/api/staff/rates/:branchId") lies under `prefix` ("/api/staff/rates"). */
export function underStaffPrefix(route: string, prefix: string): boolean {
  return route === prefix || route.startsWith(`${prefix}/`) || route.startsWith(`${prefix}.`);
}
