import {
  StaffAccountUpdateSchema,
  StaffAccountViewSchema,
  StaffSessionViewSchema,
  STAFF_ROLES,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config/index.js';
import { AppError } from '../../../lib/app-error.js';
import { setupLink } from './accounts.js';
import { auditContext } from '../audit/audit.js';
import {
  accountTaken,
  createAccountWithLink,
  endAllSessions,
  fullSessionsOf,
  loadAccount,
  resetSecondFactors,
  updateAccount,
} from './repository.js';
import { accountView as view, staffAccountsListRoute } from './list.js';
import { STAFF_ERRORS } from '../../../lib/error-responses.js';

const IdParams = z.object({ id: z.string().uuid() });

const NewAccountSchema = z.object({
  employeeNumber: z
    .string()
    .trim()
    .regex(/^[0-9]{1,10}$/, { error: 'validation.invalid' }),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'validation.contactEmail' })),
  name: z.string().trim().min(1, { error: 'validation.required' }).max(160),
  roles: z.array(z.enum(STAFF_ROLES)).min(1, { error: 'staff:validation.roles' }),
});

/** The admin's desk: accounts and roles, anyone's sessions (audit/routes.ts: the audit log). */
export const staffAdminRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, options) => {
  await app.register(staffAccountsListRoute);
  await app.register(accountRoutes, options);
  await app.register(accountSessionRoutes);
};

/** Open an account, change it, reset its second factor (opening and resetting answer a set-up link). */
const accountRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const load = (id: string) => loadAccount(app.db, id);

  app.post(
    '/api/staff/accounts',
    {
      config: { permission: 'accounts.write' },
      schema: {
        summary: 'Create a staff account; answers its one-time set-up link',
        body: NewAccountSchema,
        response: {
          201: z.object({ account: StaffAccountViewSchema, setupLink: z.string() }),
          ...STAFF_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (await accountTaken(app.db, body.employeeNumber, body.email))
        throw new AppError(400, 'validation_failed', { employeeNumber: ['staff:validation.accountTaken'] });
      const result = await createAccountWithLink(app.db, auditContext(request), body);
      return reply.status(201).send({
        account: view(await load(result.id)),
        setupLink: setupLink(config.publicOrigin, result.token),
      });
    },
  );

  app.patch(
    '/api/staff/accounts/:id',
    {
      config: { permission: 'accounts.write' },
      schema: {
        summary:
          'Change roles, or disable/enable an account (disabling ends its sessions and forgets its devices at once)',
        params: IdParams,
        body: StaffAccountUpdateSchema,
        response: { 200: StaffAccountViewSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => {
      const before = await load(request.params.id);
      const { roles, active } = request.body;
      await updateAccount(app.db, auditContext(request), before, { roles, active });
      return view(await load(before.id));
    },
  );

  app.post(
    '/api/staff/accounts/:id/reset-factor',
    {
      config: { permission: 'accounts.write' },
      schema: {
        summary: "Reset an account's second factor: ends its sessions and answers a new set-up link",
        params: IdParams,
        response: { 200: z.object({ setupLink: z.string() }), ...STAFF_ERRORS },
      },
    },
    async (request) => {
      const account = await load(request.params.id);
      const token = await resetSecondFactors(app.db, auditContext(request), account);
      return { setupLink: setupLink(config.publicOrigin, token) };
    },
  );
};

/** Anyone's sessions: see them, end them all. */
const accountSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const load = (id: string) => loadAccount(app.db, id);

  app.get(
    '/api/staff/accounts/:id/sessions',
    {
      config: { permission: 'sessions.admin' },
      schema: {
        summary: "An account's sessions",
        params: IdParams,
        response: { 200: z.object({ items: z.array(StaffSessionViewSchema) }), ...STAFF_ERRORS },
      },
    },
    async (request) => {
      const account = await load(request.params.id);
      const rows = await fullSessionsOf(app.db, account.id);
      return {
        items: rows.map((row) => ({
          id: row.id.slice(0, 16),
          createdAt: row.created_at,
          lastSeenAt: row.last_seen_at,
          ip: row.ip,
          userAgent: row.user_agent,
          current: row.id === request.staff?.session.id,
        })),
      };
    },
  );

  app.delete(
    '/api/staff/accounts/:id/sessions',
    {
      config: { permission: 'sessions.admin' },
      schema: {
        summary: 'End every session of an account',
        params: IdParams,
        response: { 200: z.object({ ended: z.number() }), ...STAFF_ERRORS },
      },
    },
    async (request) => {
      const account = await load(request.params.id);
      const ended = await endAllSessions(app.db, auditContext(request), account.id);
      return { ended };
    },
  );
};
