import type { StaffPermission } from '@waha/shared';

/**
 * transitional: moves to route config when the bulk-routes branch merges.
 * Every other staff route declares its permission in its own options (`config: { permission }`,
 * see route-config.ts); these are the bulk routes of calls, tickets and remittance, whose files
 * another branch rewrites. The staff plugin uses a row here only for a route without a config.
 */
export const TRANSITIONAL_BULK_ROUTE_PERMISSIONS: Readonly<Record<string, StaffPermission | 'public'>> = {
  'GET /api/staff/call-requests/assignees': 'calls.read',
  'POST /api/staff/call-requests/assign': 'calls.write',
  'POST /api/staff/call-requests/status': 'calls.write',
  'GET /api/staff/call-requests.csv': 'calls.read',
  'GET /api/staff/tickets/assignees': 'tickets.read',
  'POST /api/staff/tickets/assign': 'tickets.write',
  'POST /api/staff/tickets/status': 'tickets.write',
  'GET /api/staff/tickets.csv': 'tickets.read',
  'GET /api/staff/escalations.csv': 'escalation.read',
  'POST /api/staff/remittance-requests/assign': 'remittance.write',
  'POST /api/staff/remittance-requests/status': 'remittance.write',
  'GET /api/staff/remittance-requests.csv': 'remittance.read',
};
