import { StaffSetupCompleteSchema, StaffSetupStartSchema } from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.js';
import { enforceLimit } from '../../../plugins/limiter.js';
import { auditContext } from '../audit/audit.js';
import { hashPassword, passwordProblem } from './passwords.js';
import { completeSetup, keepPendingSecret, loadSetupToken } from './repository-setup.js';
import { acceptTotp, newTotpSecret, totpUri } from '../factors/totp.js';
import { errorResponses } from '../../../lib/error-responses.js';

/** Tries of the first authenticator code on one set-up link. */
const SETUP_CODE_LIMIT = { bucket: 'staff-setup-code', max: 5, windowMs: 15 * 60 * 1000 };

const errors = errorResponses(400, 401, 403, 429);

/** The one-time set-up link: the TOTP secret to enrol, then password and first code. */
export const staffSetupRoutes: FastifyPluginAsyncZod = async (app) => {
  const setupRow = (token: string) => loadSetupToken(app.db, token);

  app.post(
    '/api/staff/auth/setup/start',
    {
      config: { permission: 'public' },
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
        await keepPendingSecret(app.db, row.id, secret);
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
      config: { permission: 'public' },
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
      const audit = { ...auditContext(request, account.employee_number), actorId: account.id };
      const codes = await completeSetup(app.db, audit, row, account, { passwordHash, step });
      return { recoveryCodes: codes };
    },
  );
};
