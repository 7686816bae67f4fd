import { ErrorEnvelopeSchema, listOf, StaffAccountViewSchema, StaffListQuerySchema } from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffAccountsTable } from '../../../db/schema.js';
import { rolesOf } from '../plugin.js';
import { listAccounts } from './repository-list.js';

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
      config: { permission: 'accounts.read' },
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
      const { rows, ...page } = await listAccounts(app.db, request.query);
      return { items: rows.map(accountView), ...page };
    },
  );
};
