import { parseArgs } from 'node:util';
import { STAFF_ROLES, type StaffRole } from '@waha/shared';
import type { Db } from '../../../db/connection.js';
import { insertAccount, issueSetupToken, setupLink } from './accounts.js';
import { writeAudit } from '../audit/audit.js';

export class CreateStaffError extends Error {}

/**
 * `npm run staff:create -- --employee N --role admin [--role rates] [--email a@b] [--name ...]`:
 * the first admin (or anyone) without the web app. The account belongs to a core employee; it
 * gets no password: the printed one-time link sets the password and the second factor.
 */
export async function createStaffFromArgs(db: Db, args: string[], publicOrigin: string): Promise<string> {
  const { values } = parseArgs({
    args,
    options: {
      employee: { type: 'string' },
      role: { type: 'string', multiple: true },
      email: { type: 'string' },
      name: { type: 'string' },
    },
    strict: true,
  });
  const employeeNumber = values.employee?.trim() ?? '';
  if (!/^[0-9]{1,10}$/.test(employeeNumber))
    throw new CreateStaffError('--employee N: the employee number is required');
  const roles = values.role ?? [];
  const unknown = roles.filter((role) => !(STAFF_ROLES as readonly string[]).includes(role));
  if (roles.length === 0 || unknown.length) {
    throw new CreateStaffError(
      `--role: one or more of ${STAFF_ROLES.join(', ')}${unknown.length ? ` (not: ${unknown.join(', ')})` : ''}`,
    );
  }
  const employee = await db
    .selectFrom('core_employees')
    .selectAll()
    .where('employee_number', '=', employeeNumber)
    .executeTakeFirst();
  if (employee && employee.active !== 1)
    throw new CreateStaffError(`core employee ${employeeNumber} is not active`);
  // A database not yet fed by the core systems has no employees: the name then comes from --name.
  const name = values.name ?? employee?.name_en;
  if (!name)
    throw new CreateStaffError(
      `no core employee ${employeeNumber}: pass --name to create the account anyway`,
    );
  const email = (values.email ?? `${employeeNumber}@staff.invalid`).trim().toLowerCase();
  const taken = await db
    .selectFrom('staff_accounts')
    .select('id')
    .where((eb) => eb.or([eb('employee_number', '=', employeeNumber), eb('email', '=', email)]))
    .executeTakeFirst();
  if (taken) throw new CreateStaffError(`a staff account for ${employeeNumber} or ${email} exists`);
  const token = await db.transaction().execute(async (trx) => {
    const id = await insertAccount(trx, {
      employeeNumber,
      email,
      name,
      roles: roles as StaffRole[],
    });
    await writeAudit(
      trx,
      { actorId: null, actorLabel: 'staff:create (command line)', ip: '-', userAgent: 'cli' },
      {
        action: 'account.create',
        recordType: 'staff_account',
        recordId: id,
        after: { employeeNumber, email, roles },
      },
    );
    return issueSetupToken(trx, id);
  });
  return setupLink(publicOrigin, token);
}
