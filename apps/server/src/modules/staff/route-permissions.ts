import type { StaffPermission } from '@waha/shared';

/**
 * THE table of staff routes: every route under /api/staff is listed here with the permission it
 * needs, or it is refused at start-up (plugin.ts). `public` routes are the sign-in steps; every
 * other route needs a full session. The permission walk test drives every row for every role.
 */
export const STAFF_ROUTE_PERMISSIONS: Record<string, StaffPermission | 'public'> = {
  'POST /api/staff/auth/sign-in': 'public',
  'POST /api/staff/auth/factor': 'public',
  'POST /api/staff/auth/setup/start': 'public',
  'POST /api/staff/auth/setup/complete': 'public',
  'GET /api/staff/auth/session': 'public',
  'POST /api/staff/auth/sign-out': 'self',
  'GET /api/staff/me': 'self',
  'GET /api/staff/sessions': 'self',
  'DELETE /api/staff/sessions/:id': 'self',

  'GET /api/staff/accounts': 'accounts.read',
  'POST /api/staff/accounts': 'accounts.write',
  'PATCH /api/staff/accounts/:id': 'accounts.write',
  'POST /api/staff/accounts/:id/reset-factor': 'accounts.write',
  'GET /api/staff/accounts/:id/sessions': 'sessions.admin',
  'DELETE /api/staff/accounts/:id/sessions': 'sessions.admin',
  'GET /api/staff/audit': 'audit.read',
  'GET /api/staff/audit.csv': 'audit.read',

  'GET /api/staff/rates/:branchId': 'rates.read',
  'PUT /api/staff/rates/:branchId': 'rates.write',
  'GET /api/staff/rates/:branchId/history': 'rates.read',

  'GET /api/staff/remittance-requests': 'remittance.read',
  'GET /api/staff/remittance-requests/:reference': 'remittance.read',
  'POST /api/staff/remittance-requests/:reference/status': 'remittance.write',
  'POST /api/staff/remittance-requests/:reference/assign': 'remittance.write',
  'POST /api/staff/remittance-requests/:reference/notes': 'remittance.write',

  'GET /api/staff/contact-messages': 'contact.read',
  'GET /api/staff/contact-messages/:id': 'contact.read',
  'POST /api/staff/contact-messages/:id/handled': 'contact.write',
  'POST /api/staff/contact-messages/handled': 'contact.write',
  'GET /api/staff/contact-messages.csv': 'contact.read',

  'GET /api/staff/content/posts': 'content.read',
  'POST /api/staff/content/posts': 'content.write',
  'PUT /api/staff/content/posts/:id': 'content.write',
  'POST /api/staff/content/posts/:id/publish': 'content.write',
  'POST /api/staff/content/images': 'content.write',
  'GET /api/staff/content/faqs': 'content.read',
  'POST /api/staff/content/faqs': 'content.write',
  'PUT /api/staff/content/faqs/:id': 'content.write',
  'DELETE /api/staff/content/faqs/:id': 'content.write',
  'GET /api/staff/content/offers': 'content.read',
  'POST /api/staff/content/offers': 'content.write',
  'PUT /api/staff/content/offers/:id': 'content.write',
  'DELETE /api/staff/content/offers/:id': 'content.write',
  'GET /api/staff/content/banners': 'content.read',
  'POST /api/staff/content/banners': 'content.write',
  'PUT /api/staff/content/banners/:id': 'content.write',
  'POST /api/staff/content/banners/:id/publish': 'content.write',
  'DELETE /api/staff/content/banners/:id': 'content.write',
  'GET /api/staff/content/partners': 'content.read',
  'POST /api/staff/content/partners': 'content.write',
  'PUT /api/staff/content/partners/:id': 'content.write',
  'POST /api/staff/content/partners/:id/publish': 'content.write',
  'DELETE /api/staff/content/partners/:id': 'content.write',
  'GET /api/staff/content/pages': 'content.read',
  'PUT /api/staff/content/pages/:slug': 'content.write',
  'GET /api/staff/content/branches': 'content.read',
  'PUT /api/staff/content/branches/:id': 'content.write',
};
