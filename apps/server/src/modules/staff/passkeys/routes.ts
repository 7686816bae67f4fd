import { StaffPasskeyRegisterSchema, StaffPasskeyViewSchema } from '@waha/shared';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AppConfig } from '../../../config/index.js';
import type { StaffPasskeysTable } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { auditContext, writeAudit } from '../audit/audit.js';
import { removePasskey, storePasskey } from './repository.js';
import { putChallenge, takeChallenge } from '../factors/challenges.js';
import {
  factorErrors as errors,
  MAX_PASSKEYS,
  passkeyView as view,
  requireFresh,
} from '../factors/common.js';
import { passkeysOf, registrationOptions, relyingParty, verifyRegistration } from './passkeys.js';
import { staffOf } from '../plugin.js';

/** My passkeys: add (two WebAuthn steps) and remove, each behind a fresh sign-in. */
export const staffPasskeyRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, options) => {
  await app.register(passkeyAddRoutes, options);
  await app.register(passkeyRemoveRoute);
};

/** Adding a passkey: the creation options, then the passkey they created. */
const passkeyAddRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.post(
    '/api/staff/me/passkeys/options',
    {
      config: { permission: 'self' },
      schema: {
        summary: 'Add a passkey, step one: the WebAuthn creation options (needs a fresh sign-in)',
        response: { 200: z.looseObject({ challenge: z.string() }), ...errors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const owner = requireFresh(staff);
      const existing = await passkeysOf(app.db, staff.account.id);
      if (existing.length >= MAX_PASSKEYS) throw new AppError(400, 'staff_passkey_failed');
      const options = await registrationOptions(relyingParty(config, request).rpId, staff.account, existing);
      await putChallenge(app.db, owner, 'passkey-register', options.challenge);
      return options as typeof options & Record<string, unknown>;
    },
  );

  app.post(
    '/api/staff/me/passkeys',
    {
      config: { permission: 'self' },
      schema: {
        summary: "Add a passkey, step two: the authenticator's answer and a name",
        body: StaffPasskeyRegisterSchema,
        response: { 201: StaffPasskeyViewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const owner = requireFresh(staff);
      const challenge = await takeChallenge(app.db, owner, 'passkey-register');
      const created = challenge
        ? await verifyRegistration(
            relyingParty(config, request),
            challenge,
            request.body.credential as RegistrationResponseJSON,
          )
        : null;
      const refuse = async (reason: string) => {
        await writeAudit(app.db, auditContext(request), {
          action: 'passkey.register-failed',
          recordType: 'staff_account',
          recordId: staff.account.id,
          after: { reason },
        });
        return new AppError(400, 'staff_passkey_failed');
      };
      if (!created) throw await refuse(challenge ? 'invalid' : 'challenge');
      const row: StaffPasskeysTable = {
        id: randomUUID(),
        account_id: staff.account.id,
        credential_id: created.credentialId,
        public_key: created.publicKey,
        counter: created.counter,
        transports: created.transports,
        name: request.body.name,
        created_at: new Date().toISOString(),
        last_used_at: null,
      };
      const stored = await storePasskey(app.db, auditContext(request), row);
      if (stored !== 'stored') throw await refuse(stored);
      return reply.status(201).send(view(row));
    },
  );
};

const passkeyRemoveRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/api/staff/me/passkeys/:id',
    {
      config: { permission: 'self' },
      schema: {
        summary: 'Remove one of my passkeys (needs a fresh sign-in)',
        params: z.object({ id: z.string().uuid() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      requireFresh(staff);
      const removed = await removePasskey(app.db, auditContext(request), staff.account.id, request.params.id);
      if (!removed) throw new AppError(404, 'not_found');
      return reply.status(204).send(null);
    },
  );
};
