import { StaffFactorSchema, StaffSignInResultSchema, StaffSignInSchema } from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findByLogin } from '../accounts/accounts.js';
import { auditContext, writeAudit } from '../audit/audit.js';
import { verifyPassword } from './passwords.js';
import { clearSessionCookie, setSessionCookie, staffOf } from '../plugin.js';
import { createSession, deleteSession } from './sessions.js';
import { trustedDevice } from './devices.js';
import { reservePasswordAttempt, slowDown, subjectKey } from './signin-limits.js';
import { clientOf, factorStage, finishSignIn, refuseFactor, signInFailed } from './signin-steps.js';
import { acceptTotp, sha256 } from '../factors/totp.js';
import { advanceTotpStep, hasPasskey, signOutSession, useRecoveryCode } from '../factors/repository.js';
import { errorResponses } from '../../../lib/error-responses.js';

const errors = errorResponses(400, 401, 403, 429);

/** Sign-in (password, then TOTP or a recovery code) and sign-out; the set-up link: auth/setup-routes.ts. */
export const staffAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(passwordStep);
  await app.register(factorStep);
  await app.register(signOut);
};

const passwordStep: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/staff/auth/sign-in',
    {
      config: { permission: 'public' },
      schema: {
        summary: 'Staff sign-in, step one',
        body: StaffSignInSchema,
        response: { 200: StaffSignInResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { login, password, captcha } = request.body;
      const account = await findByLogin(app.db, login);
      const subject = {
        key: subjectKey(account?.id, login),
        accountId: account?.id ?? null,
        label: login,
        device: account ? await trustedDevice(app, request, account.id) : null,
      };
      // Reserved before the hash is checked: under any concurrency at most the limit is evaluated.
      const reservation = await reservePasswordAttempt(request, reply, subject, captcha);
      await slowDown(request, reservation);
      app.metrics.signInChecks.inc({ check: 'password' });
      const ok = await verifyPassword(account?.active === 1 ? account.password_hash : null, password);
      if (!ok || !account) {
        await writeAudit(
          app.db,
          { ...auditContext(request, login), actorId: account?.id ?? null },
          {
            action: 'signin.failed',
            recordType: 'staff_account',
            recordId: account?.id ?? '-',
            after: { step: 'password' },
          },
        );
        throw signInFailed();
      }
      await reservation.release();
      // Rotation: whatever session the browser had is replaced by a new token.
      const old = request.cookies[app.staffCookie.name];
      if (old) await deleteSession(app.db, sha256(old));
      const token = await createSession(app.db, account.id, 'factor', clientOf(request));
      setSessionCookie(app, reply, token);
      // Told after the password only: whether the factor step may offer a passkey.
      return { next: 'factor' as const, passkey: await hasPasskey(app.db, account.id) };
    },
  );
};

const factorStep: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/staff/auth/factor',
    {
      config: { permission: 'public' },
      schema: {
        summary: 'Staff sign-in, second factor: an authenticator or recovery code',
        body: StaffFactorSchema,
        response: { 200: StaffSignInResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const stage = await factorStage(app, request, reply, { reserve: true });
      const { account } = stage;
      const code = request.body.code;
      let method: 'totp' | 'recovery' | null = null;
      if (code.includes('-')) {
        app.metrics.signInChecks.inc({ check: 'recovery' });
        if (await useRecoveryCode(app.db, account.id, code)) method = 'recovery';
      } else if (account.totp_secret) {
        app.metrics.signInChecks.inc({ check: 'totp' });
        const step = acceptTotp(account.totp_secret, code, account.totp_last_step);
        if (step !== null) {
          // Only one request can move the step forward: a code raced twice is accepted once.
          if (await advanceTotpStep(app.db, account.id, step)) method = 'totp';
        }
      }
      if (!method) return refuseFactor(app, request, stage);
      return finishSignIn(app, request, reply, stage, { factor: method });
    },
  );
};

const signOut: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/staff/auth/sign-out',
    {
      config: { permission: 'self' },
      schema: { summary: 'End this session', response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      await signOutSession(app.db, auditContext(request), staff.session.id);
      clearSessionCookie(app, reply);
      return reply.status(204).send(null);
    },
  );
};
