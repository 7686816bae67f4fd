import {
  StaffAccountUpdateSchema,
  StaffAccountViewSchema,
  StaffSessionViewSchema,
  STAFF_ROLES,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import { insertAccount, issueSetupToken, setupLink } from './accounts.js';
import { auditContext, writeAudit } from './audit.js';
import { revokeDevices } from './devices.js';
import { rolesOf } from './plugin.js';
import { accountView as view, staffAccountsListRoute } from './accounts-list.js';
import { STAFF_ERRORS } from '../../lib/error-responses.js';

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

/** The admin's desk: accounts and roles, anyone's sessions (audit-routes.ts: the audit log). */
export const staffAdminRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const load = async (id: string) => {
    const account = await app.db
      .selectFrom('staff_accounts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!account) throw new AppError(404, 'not_found');
    return account;
  };

  await app.register(staffAccountsListRoute);

  app.post(
    '/api/staff/accounts',
    {
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
      const taken = await app.db
        .selectFrom('staff_accounts')
        .select('id')
        .where((eb) => eb.or([eb('employee_number', '=', body.employeeNumber), eb('email', '=', body.email)]))
        .executeTakeFirst();
      if (taken)
        throw new AppError(400, 'validation_failed', { employeeNumber: ['staff:validation.accountTaken'] });
      const result = await app.db.transaction().execute(async (trx) => {
        const id = await insertAccount(trx, body);
        const token = await issueSetupToken(trx, id);
        await writeAudit(trx, auditContext(request), {
          action: 'account.create',
          recordType: 'staff_account',
          recordId: id,
          after: body,
        });
        return { id, token };
      });
      return reply.status(201).send({
        account: view(await load(result.id)),
        setupLink: setupLink(config.publicOrigin, result.token),
      });
    },
  );

  app.patch(
    '/api/staff/accounts/:id',
    {
      schema: {
        summary: 'Change roles, or disable/enable an account (disabling ends its sessions at once)',
        params: IdParams,
        body: StaffAccountUpdateSchema,
        response: { 200: StaffAccountViewSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => {
      const before = await load(request.params.id);
      const { roles, active } = request.body;
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('staff_accounts')
          .set({
            ...(roles ? { roles: roles.join(',') } : {}),
            ...(active !== undefined ? { active: active ? 1 : 0 } : {}),
            updated_at: new Date().toISOString(),
          })
          .where('id', '=', before.id)
          .execute();
        if (active === false)
          await trx.deleteFrom('staff_sessions').where('account_id', '=', before.id).execute();
        await writeAudit(trx, auditContext(request), {
          action: 'account.update',
          recordType: 'staff_account',
          recordId: before.id,
          before: { roles: rolesOf(before), active: before.active === 1 },
          after: { roles: roles ?? rolesOf(before), active: active ?? before.active === 1 },
        });
      });
      return view(await load(before.id));
    },
  );

  app.post(
    '/api/staff/accounts/:id/reset-factor',
    {
      schema: {
        summary: "Reset an account's second factor: ends its sessions and answers a new set-up link",
        params: IdParams,
        response: { 200: z.object({ setupLink: z.string() }), ...STAFF_ERRORS },
      },
    },
    async (request) => {
      const account = await load(request.params.id);
      const token = await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('staff_accounts')
          .set({ totp_secret: null, totp_last_step: null, updated_at: new Date().toISOString() })
          .where('id', '=', account.id)
          .execute();
        await trx.deleteFrom('staff_recovery_codes').where('account_id', '=', account.id).execute();
        // A lost device may hold the passkeys too: the reset removes every second factor.
        const passkeys = await trx
          .deleteFrom('staff_passkeys')
          .where('account_id', '=', account.id)
          .returning('id')
          .execute();
        await trx.deleteFrom('staff_factor_challenges').where('account_id', '=', account.id).execute();
        await trx.deleteFrom('staff_sessions').where('account_id', '=', account.id).execute();
        // A lost device's cookie must not keep its own sign-in limit either.
        await revokeDevices(trx, account.id);
        await writeAudit(trx, auditContext(request), {
          action: 'account.reset-factor',
          recordType: 'staff_account',
          recordId: account.id,
          before: { totp: account.totp_secret ? 'set' : 'none', passkeys: passkeys.length },
          after: { totp: 'none', passkeys: 0 },
        });
        return issueSetupToken(trx, account.id);
      });
      return { setupLink: setupLink(config.publicOrigin, token) };
    },
  );

  app.get(
    '/api/staff/accounts/:id/sessions',
    {
      schema: {
        summary: "An account's sessions",
        params: IdParams,
        response: { 200: z.object({ items: z.array(StaffSessionViewSchema) }), ...STAFF_ERRORS },
      },
    },
    async (request) => {
      const account = await load(request.params.id);
      const rows = await app.db
        .selectFrom('staff_sessions')
        .selectAll()
        .where('account_id', '=', account.id)
        .where('stage', '=', 'full')
        .execute();
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
      schema: {
        summary: 'End every session of an account',
        params: IdParams,
        response: { 200: z.object({ ended: z.number() }), ...STAFF_ERRORS },
      },
    },
    async (request) => {
      const account = await load(request.params.id);
      const ended = await app.db.transaction().execute(async (trx) => {
        const rows = await trx
          .deleteFrom('staff_sessions')
          .where('account_id', '=', account.id)
          .returning('id')
          .execute();
        // Ending everything (a suspected compromise) also makes every browser an unknown device.
        await revokeDevices(trx, account.id);
        await writeAudit(trx, auditContext(request), {
          action: 'account.end-sessions',
          recordType: 'staff_account',
          recordId: account.id,
          after: { ended: rows.length },
        });
        return rows.length;
      });
      return { ended };
    },
  );
};
