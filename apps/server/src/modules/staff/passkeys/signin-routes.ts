import { StaffPasskeySignInSchema, StaffSignInResultSchema } from '@waha/shared';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { advancePasskeyCounter, findPasskey } from './repository.js';
import { z } from 'zod';
import type { AppConfig } from '../../../config/index.js';
import { putChallenge, takeChallenge } from '../factors/challenges.js';
import { authenticationOptions, passkeysOf, relyingParty, verifyAuthentication } from './passkeys.js';
import { factorStage, finishSignIn, refuseFactor, signInFailed } from '../auth/signin-steps.js';
import { errorResponses } from '../../../lib/error-responses.js';

const errors = errorResponses(400, 401, 403, 429);

/**
 * Sign-in's second step with a passkey instead of a code: options (a challenge kept for this
 * factor-stage session only), then the assertion. Failures count and answer like a wrong code.
 */
export const staffPasskeySignInRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (
  app,
  { config },
) => {
  app.post(
    '/api/staff/auth/passkey/options',
    {
      config: { permission: 'public' },
      schema: {
        summary: 'Passkey sign-in: the WebAuthn request options for this factor-stage session',
        response: { 200: z.looseObject({ challenge: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const stage = await factorStage(app, request, reply, { reserve: false });
      const passkeys = await passkeysOf(app.db, stage.account.id);
      if (passkeys.length === 0) throw signInFailed();
      const options = await authenticationOptions(relyingParty(config, request).rpId, passkeys);
      await putChallenge(
        app.db,
        { sessionId: stage.session.id, accountId: stage.account.id },
        'passkey-signin',
        options.challenge,
      );
      return options as typeof options & Record<string, unknown>;
    },
  );

  app.post(
    '/api/staff/auth/passkey',
    {
      config: { permission: 'public' },
      schema: {
        summary: 'Passkey sign-in: the assertion; answers like the code step',
        body: StaffPasskeySignInSchema,
        response: { 200: StaffSignInResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      // Reserved before the challenge is taken or the signature checked (auth/signin-limits.ts).
      const stage = await factorStage(app, request, reply, { reserve: true });
      const owner = { sessionId: stage.session.id, accountId: stage.account.id };
      // Taken out first: a failed or replayed assertion never meets this challenge again.
      const challenge = await takeChallenge(app.db, owner, 'passkey-signin');
      const { credential } = request.body;
      if (!challenge) return refuseFactor(app, request, stage, { factor: 'passkey', reason: 'challenge' });
      const passkey = await findPasskey(app.db, stage.account.id, credential.id);
      if (!passkey) return refuseFactor(app, request, stage, { factor: 'passkey', reason: 'unknown' });
      app.metrics.signInChecks.inc({ check: 'passkey' });
      const outcome = await verifyAuthentication(
        relyingParty(config, request),
        challenge,
        credential as AuthenticationResponseJSON,
        passkey,
      );
      if (!outcome.ok)
        return refuseFactor(app, request, stage, {
          factor: 'passkey',
          reason: outcome.reason,
          passkey: passkey.id,
        });
      // Moved only from the counter this check read: two assertions raced cannot both pass.
      if (!(await advancePasskeyCounter(app.db, passkey, outcome.newCounter)))
        return refuseFactor(app, request, stage, {
          factor: 'passkey',
          reason: 'counter',
          passkey: passkey.id,
        });
      return finishSignIn(app, request, reply, stage, { factor: 'passkey', passkey: passkey.id });
    },
  );
};
