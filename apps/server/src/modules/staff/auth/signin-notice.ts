import type { Db } from '../../../db/connection.js';

/**
 * Failed sign-in attempts on an account since its last successful sign-in (read from the audit
 * log, by the record index), so the person is told at their next sign-in that someone tried.
 * Call before the new success is written.
 */
export async function failuresSinceLastSignIn(
  db: Db,
  accountId: string,
): Promise<{ failedAttempts: number; lastFailedAt: string | null }> {
  const entries = db
    .selectFrom('staff_audit_log')
    .where('record_type', '=', 'staff_account')
    .where('record_id', '=', accountId);
  const previous = await entries
    .select((eb) => eb.fn.max('at').as('at'))
    .where('action', '=', 'signin.succeeded')
    .executeTakeFirst();
  let failures = entries
    .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.max('at').as('last')])
    .where('action', '=', 'signin.failed');
  if (previous?.at) failures = failures.where('at', '>', previous.at);
  const row = await failures.executeTakeFirst();
  const failedAttempts = Number(row?.count ?? 0);
  return { failedAttempts, lastFailedAt: failedAttempts > 0 ? (row?.last ?? null) : null };
}
