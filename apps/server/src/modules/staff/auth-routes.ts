import {
  ErrorEnvelopeSchema,
  StaffFactorSchema,
  StaffSetupCompleteSchema,
  StaffSetupStartSchema,
  StaffSignInResultSchema,
  StaffSignInSchema,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { findByLogin, replaceRecoveryCodes } from './accounts.js';
import { auditContext, writeAudit } from './audit.js';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.js';
import { clearSessionCookie, setSessionCookie, staffOf } from './plugin.js';
import { createSession, deleteSession } from './sessions.js';
import { revokeDevices, trustedDevice } from './devices.js';
import { reservePasswordAttempt, slowDown, subjectKey } from './signin-limits.js';
import { clientOf, factorStage, finishSignIn, refuseFactor, signInFailed } from './signin-steps.js';
import { acceptTotp, newTotpSecret, sha256, totpUri } from './totp.js';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
};

/** Sign-in (password, then TOTP or a recovery code), sign-out, and the one-time set-up link. */
export const staffAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/staff/auth/sign-in',
    {
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
      const passkeys = await app.db
        .selectFrom('staff_passkeys')
        .select('id')
        .where('account_id', '=', account.id)
        .limit(1)
        .execute();
      return { next: 'factor' as const, passkey: passkeys.length > 0 };
    },
  );

  app.post(
    '/api/staff/auth/factor',
    {
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
        const used = await app.db
          .updateTable('staff_recovery_codes')
          .set({ used_at: new Date().toISOString() })
          .where('account_id', '=', account.id)
          .where('code_hash', '=', sha256(code))
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) === 1) method = 'recovery';
      } else if (account.totp_secret) {
        app.metrics.signInChecks.inc({ check: 'totp' });
        const step = acceptTotp(account.totp_secret, code, account.totp_last_step);
        if (step !== null) {
          // Only one request can move the step forward: a code raced twice is accepted once.
          const moved = await app.db
            .updateTable('staff_accounts')
            .set({ totp_last_step: step })
            .where('id', '=', account.id)
            .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
            .executeTakeFirst();
          if (Number(moved.numUpdatedRows) === 1) method = 'totp';
        }
      }
      if (!method) return refuseFactor(app, request, stage);
      return finishSignIn(app, request, reply, stage, { factor: method });
    },
  );

  app.post(
    '/api/staff/auth/sign-out',
    { schema: { summary: 'End this session', response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const staff = staffOf(request);
      await app.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('staff_sessions').where('id', '=', staff.session.id).execute();
        await writeAudit(trx, auditContext(request), {
          action: 'signout',
          recordType: 'staff_session',
          recordId: staff.session.id.slice(0, 12),
        });
      });
      clearSessionCookie(app, reply);
      return reply.status(204).send(null);
    },
  );

  /** A valid, unused, unexpired set-up token's row. */
  const setupRow = async (token: string) => {
    const row = await app.db
      .selectFrom('staff_setup_tokens')
      .selectAll()
      .where('id', '=', sha256(token))
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (!row || Date.parse(row.expires_at) <= Date.now()) throw new AppError(400, 'staff_setup_invalid');
    const account = await app.db
      .selectFrom('staff_accounts')
      .selectAll()
      .where('id', '=', row.account_id)
      .executeTakeFirst();
    if (!account || account.active !== 1) throw new AppError(400, 'staff_setup_invalid');
    return { row, account };
  };

  app.post(
    '/api/staff/auth/setup/start',
    {
      schema: {
        summary: 'Open a one-time set-up link: the TOTP secret to add to an authenticator app',
        body: StaffSetupStartSchema,
        response: {
          200: z.object({
            name: z.string(),
            employeeNumber: z.string(),
            secret: z.string(),
            uri: z.string(),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { row, account } = await setupRow(request.body.token);
      const secret = row.pending_secret ?? newTotpSecret();
      if (!row.pending_secret) {
        await app.db
          .updateTable('staff_setup_tokens')
          .set({ pending_secret: secret })
          .where('id', '=', row.id)
          .execute();
      }
      return {
        name: account.name,
        employeeNumber: account.employee_number,
        secret,
        uri: totpUri(secret, account.email, 'Al-Waha staff'),
      };
    },
  );

  app.post(
    '/api/staff/auth/setup/complete',
    {
      schema: {
        summary: 'Finish set-up: password and the first authenticator code; answers the recovery codes once',
        body: StaffSetupCompleteSchema,
        response: { 200: z.object({ recoveryCodes: z.array(z.string()) }), ...errors },
      },
    },
    async (request) => {
      const { token, password, code } = request.body;
      const { row, account } = await setupRow(token);
      const problem = passwordProblem(password, [
        account.employee_number,
        account.email.split('@')[0] ?? '',
        ...account.name.split(' '),
      ]);
      if (problem) throw new AppError(400, 'validation_failed', { password: [problem] });
      const step = row.pending_secret ? acceptTotp(row.pending_secret, code, null) : null;
      if (step === null) throw new AppError(400, 'validation_failed', { code: ['validation.otpFormat'] });
      const passwordHash = await hashPassword(password);
      const now = new Date().toISOString();
      const codes = await app.db.transaction().execute(async (trx) => {
        const used = await trx
          .updateTable('staff_setup_tokens')
          .set({ used_at: now })
          .where('id', '=', row.id)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) !== 1) throw new AppError(400, 'staff_setup_invalid');
        await trx
          .updateTable('staff_accounts')
          .set({
            password_hash: passwordHash,
            totp_secret: row.pending_secret,
            totp_last_step: step,
            updated_at: now,
          })
          .where('id', '=', account.id)
          .execute();
        // A new factor ends every session that existed before it, and every trusted device.
        await trx.deleteFrom('staff_sessions').where('account_id', '=', account.id).execute();
        await revokeDevices(trx, account.id);
        const recovery = await replaceRecoveryCodes(trx, account.id);
        await writeAudit(
          trx,
          { ...auditContext(request, account.employee_number), actorId: account.id },
          {
            action: 'account.setup',
            recordType: 'staff_account',
            recordId: account.id,
            after: { password: 'set', totp: 'set', recoveryCodes: recovery.length },
          },
        );
        return recovery;
      });
      return { recoveryCodes: codes };
    },
  );
};
