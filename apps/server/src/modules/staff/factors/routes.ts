import { StaffFactorsViewSchema, StaffTotpConfirmSchema } from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.js';
import { auditContext } from '../audit/audit.js';
import { putChallenge, takeChallenge } from './challenges.js';
import { factorErrors as errors, passkeyView as view, requireFresh } from './common.js';
import { passkeysOf } from '../passkeys/passkeys.js';
import { staffOf } from '../plugin.js';
import { freshUntil } from '../auth/sessions.js';
import { acceptTotp, newTotpSecret, totpUri } from './totp.js';
import { recoveryCodesLeft, regenerateRecoveryCodes, replaceTotp } from './repository.js';

/** My second factors: the list, a new authenticator secret, new recovery codes (passkeys: passkeys/routes.ts). */
export const staffFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/me/factors',
    {
      config: { permission: 'self' },
      schema: { summary: 'My second factors', response: { 200: StaffFactorsViewSchema, ...errors } },
    },
    async (request) => {
      const { account, session } = staffOf(request);
      const [passkeys, codesLeft] = await Promise.all([
        passkeysOf(app.db, account.id),
        recoveryCodesLeft(app.db, account.id),
      ]);
      return {
        totp: account.totp_secret !== null,
        recoveryCodesLeft: codesLeft,
        passkeys: passkeys.map(view),
        freshUntil: freshUntil(session).toISOString(),
      };
    },
  );

  app.post(
    '/api/staff/me/totp/start',
    {
      config: { permission: 'self' },
      schema: {
        summary: 'New authenticator app, step one: a new secret, kept until a code from it confirms it',
        response: { 200: z.object({ secret: z.string(), uri: z.string() }), ...errors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const owner = requireFresh(staff);
      const secret = newTotpSecret();
      await putChallenge(app.db, owner, 'totp-enrol', secret);
      return { secret, uri: totpUri(secret, staff.account.email, 'Al-Waha staff') };
    },
  );

  app.post(
    '/api/staff/me/totp',
    {
      config: { permission: 'self' },
      schema: {
        summary: 'New authenticator app, step two: a code from the new secret replaces the old one',
        body: StaffTotpConfirmSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const owner = requireFresh(staff);
      // Used up even by a wrong code: a new attempt starts from a new secret.
      const secret = await takeChallenge(app.db, owner, 'totp-enrol');
      const step = secret ? acceptTotp(secret, request.body.code, null) : null;
      if (!secret || step === null)
        throw new AppError(400, 'validation_failed', { code: ['validation.otpFormat'] });
      await replaceTotp(app.db, auditContext(request), staff.account, secret, step);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/staff/me/recovery-codes',
    {
      config: { permission: 'self' },
      schema: {
        summary: 'New recovery codes (the old ones stop working); answered once',
        response: { 200: z.object({ recoveryCodes: z.array(z.string()) }), ...errors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      requireFresh(staff);
      const codes = await regenerateRecoveryCodes(app.db, auditContext(request), staff.account.id);
      return { recoveryCodes: codes };
    },
  );
};
