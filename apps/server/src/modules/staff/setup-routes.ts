import { StaffSetupCompleteSchema, StaffSetupStartSchema } from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { enforceLimit } from '../../plugins/limiter.js';
import { replaceRecoveryCodes } from './accounts.js';
import { auditContext, writeAudit } from './audit.js';
import { revokeDevices } from './devices.js';
import { hashPassword, passwordProblem } from './passwords.js';
import { acceptTotp, newTotpSecret, sha256, totpUri } from './totp.js';
import { errorResponses } from '../../lib/error-responses.js';

/** Tries of the first authenticator code on one set-up link. */
const SETUP_CODE_LIMIT = { bucket: 'staff-setup-code', max: 5, windowMs: 15 * 60 * 1000 };

const errors = errorResponses(400, 401, 403, 429);

/** The one-time set-up link: the TOTP secret to enrol, then password and first code. */
export const staffSetupRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request, reply) => {
      const { token, password, code } = request.body;
      const { row, account } = await setupRow(token);
      const problem = passwordProblem(password, [
        account.employee_number,
        account.email.split('@')[0] ?? '',
        ...account.name.split(' '),
      ]);
      if (problem) throw new AppError(400, 'validation_failed', { password: [problem] });
      // The link is secret, but its first code is a one-time code like any other: its tries are
      // reserved before it is checked (issue 21), and a right one gives its try back.
      await enforceLimit(request, reply, SETUP_CODE_LIMIT, row.id);
      const step = row.pending_secret ? acceptTotp(row.pending_secret, code, null) : null;
      if (step === null) throw new AppError(400, 'validation_failed', { code: ['validation.otpFormat'] });
      await app.limiter.release(SETUP_CODE_LIMIT, row.id);
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
