import type { StaffPasskeysTable } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { STAFF_ERRORS } from '../../../lib/error-responses.js';
import type { StaffContext } from '../plugin.js';
import { freshUntil } from '../auth/sessions.js';

export const factorErrors = STAFF_ERRORS;
export const MAX_PASSKEYS = 10;

export const passkeyView = (row: StaffPasskeysTable) => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

/** A change to one's own second factor needs a recent sign-in (PRODUCT.md section 14). */
export function requireFresh(staff: StaffContext) {
  if (Date.now() > freshUntil(staff.session).getTime())
    throw new AppError(403, 'staff_fresh_signin_required');
  return { sessionId: staff.session.id, accountId: staff.account.id };
}
