import { ErrorEnvelopeSchema, listOf, StaffAccountViewSchema, StaffListQuerySchema } from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database, StaffAccountsTable } from '../../db/schema.js';
import { listPage } from '../../lib/list-query.js';
import { rolesOf } from './plugin.js';

/** The accounts list's sortable fields (PRODUCT.md 14 "Lists"). */
const SORTABLE = { employeeNumber: 'employee_number', name: 'name', email: 'email', active: 'active' };

export const accountView = (a: StaffAccountsTable) => ({
  id: a.id,
  employeeNumber: a.employee_number,
  name: a.name,
  email: a.email,
  roles: rolesOf(a),
  active: a.active === 1,
  hasSecondFactor: a.totp_secret !== null,
});

/** The admin's list of staff accounts, paged and sorted on the server. */
export const staffAccountsListRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/accounts',
    {
      schema: {
        summary: 'Staff accounts, paged and sorted',
        querystring: StaffListQuerySchema,
        response: {
          200: listOf(StaffAccountViewSchema),
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
          403: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { rows, ...page } = await listPage<Database, 'staff_accounts', StaffAccountsTable>(
        app.db.selectFrom('staff_accounts'),
        request.query,
        SORTABLE,
        'employeeNumber',
        'id',
      );
      return { items: rows.map(accountView), ...page };
    },
  );
};
