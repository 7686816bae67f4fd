import { permissionsOf, StaffMeSchema, StaffSessionStateSchema, StaffSessionViewSchema } from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StaffSessionsTable } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { auditContext } from '../audit/audit.js';
import { endOwnSession, sessionsOf } from '../passkeys/repository.js';
import { rolesOf, staffOf } from '../plugin.js';
import { loadSession } from './sessions.js';
import { errorResponses } from '../../../lib/error-responses.js';

/** What this session was told at sign-in: the failed attempts since the previous sign-in. */
const signInNotice = (session: StaffSessionsTable) =>
  session.failed_attempts > 0 && session.last_failed_at
    ? { failedAttempts: Number(session.failed_attempts), lastFailedAt: session.last_failed_at }
    : null;

const errors = errorResponses(401, 403, 404);

/** What every signed-in staff member may do for themselves: who am I, my sessions. */
export const staffSelfRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(whoRoutes);
  await app.register(ownSessionRoutes);
};

/** Who is signed in: for the app's start (public, null when nobody) and for a signed-in page. */
const whoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/auth/session',
    {
      config: { permission: 'public' },
      schema: { summary: 'Who is signed in (null when nobody)', response: { 200: StaffSessionStateSchema } },
    },
    async (request) => {
      const token = request.cookies[app.staffCookie.name];
      const loaded = token ? await loadSession(app.db, token) : null;
      if (!loaded || loaded.session.stage !== 'full') return { me: null };
      const { account, session } = loaded;
      const roles = rolesOf(account);
      return {
        me: {
          id: account.id,
          employeeNumber: account.employee_number,
          name: account.name,
          email: account.email,
          roles,
          permissions: permissionsOf(roles),
          signInNotice: signInNotice(session),
        },
      };
    },
  );

  app.get(
    '/api/staff/me',
    {
      config: { permission: 'self' },
      schema: { summary: 'The signed-in staff member', response: { 200: StaffMeSchema, ...errors } },
    },
    async (request) => {
      const { account, session, roles, permissions } = staffOf(request);
      return {
        id: account.id,
        employeeNumber: account.employee_number,
        name: account.name,
        email: account.email,
        roles,
        permissions,
        signInNotice: signInNotice(session),
      };
    },
  );
};

/** My sessions: see them, end one. */
const ownSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/sessions',
    {
      config: { permission: 'self' },
      schema: {
        summary: 'My sessions',
        response: { 200: z.object({ items: z.array(StaffSessionViewSchema) }), ...errors },
      },
    },
    async (request) => {
      const { account, session } = staffOf(request);
      const rows = await sessionsOf(app.db, account.id);
      return {
        items: rows.map((row) => ({
          // The first 16 hex characters of the hash name a session without being its token.
          id: row.id.slice(0, 16),
          createdAt: row.created_at,
          lastSeenAt: row.last_seen_at,
          ip: row.ip,
          userAgent: row.user_agent,
          current: row.id === session.id,
        })),
      };
    },
  );

  app.delete(
    '/api/staff/sessions/:id',
    {
      config: { permission: 'self' },
      schema: {
        summary: 'Sign one of my sessions out',
        params: z.object({ id: z.string().regex(/^[0-9a-f]{16}$/) }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { account } = staffOf(request);
      const ended = await endOwnSession(app.db, auditContext(request), account.id, request.params.id);
      if (!ended) throw new AppError(404, 'not_found');
      return reply.status(204).send(null);
    },
  );
};
