import type { StaffListQuery } from '@waha/shared';
import type { Db } from '../../../db/connection.js';
import type { Database, StaffAccountsTable } from '../../../db/schema.js';
import { listPage } from '../../../lib/list-query.js';

/** The accounts list's sortable fields (PRODUCT.md 14 "Lists"). */
const SORTABLE = { employeeNumber: 'employee_number', name: 'name', email: 'email', active: 'active' };

/** One page of staff accounts, sorted on the server. */
export function listAccounts(db: Db, query: StaffListQuery) {
  return listPage<Database, 'staff_accounts', StaffAccountsTable>(
    db.selectFrom('staff_accounts'),
    query,
    SORTABLE,
    'employeeNumber',
    'id',
  );
}
