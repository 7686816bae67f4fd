import { AppError } from '../../../lib/app-error.js';
import { permissionsOf, type Assignee, type StaffPermission, type StaffRole } from '@waha/shared';
import type { Db } from '../../../db/connection.js';

/**
 * The active staff who hold `permission` (through any of their roles), by name: the people a
 * queue's rows may be given to. Roles live in a comma list, so the check runs here, not in SQL;
 * a company has tens of staff, not thousands.
 */
export async function staffWithPermission(db: Db, permission: StaffPermission): Promise<Assignee[]> {
  const rows = await db
    .selectFrom('staff_accounts')
    .select(['id', 'name', 'employee_number', 'roles'])
    .where('active', '=', 1)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows
    .filter((row) => permissionsOf(row.roles.split(',') as StaffRole[]).includes(permission))
    .map((row) => ({ id: row.id, name: row.name, employeeNumber: row.employee_number }));
}

/** Refuses (400 on `assigneeId`) anyone who is not an active holder of `permission`. */
export async function assertHolds(db: Db, accountId: string, permission: StaffPermission): Promise<void> {
  const holders = await staffWithPermission(db, permission);
  if (!holders.some((person) => person.id === accountId))
    throw new AppError(400, 'validation_failed', { assigneeId: ['validation.invalid'] });
}

/** Account id -> name, for the ids given (the assignees of one page of a list). */
export async function staffNames(db: Db, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('staff_accounts')
    .select(['id', 'name'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * A CSV export's batches as lines, each row with its assignee's name (the id when the account is
 * gone): names are looked up once per batch rather than joined into the keyset query.
 */
export async function* linesWithAssignee<R extends { assignee_id: string | null }>(
  db: Db,
  batches: AsyncIterable<R[]>,
  line: (row: R, assignee: string | null) => (string | null | undefined)[],
): AsyncGenerator<(string | null | undefined)[][]> {
  for await (const batch of batches) {
    const names = await staffNames(
      db,
      batch.map((row) => row.assignee_id),
    );
    yield batch.map((row) =>
      line(row, row.assignee_id ? (names.get(row.assignee_id) ?? row.assignee_id) : null),
    );
  }
}

/** The e-mail addresses of the active accounts among `ids` (a job's notice to the people it notified). */
export async function activeStaffEmails(db: Db, ids: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const rows = await db
    .selectFrom('staff_accounts')
    .select('email')
    .where('id', 'in', wanted)
    .where('active', '=', 1)
    .execute();
  return rows.map((row) => row.email);
}
