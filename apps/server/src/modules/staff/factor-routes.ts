import {
  ErrorEnvelopeSchema,
  StaffFactorsViewSchema,
  StaffPasskeyRegisterSchema,
  StaffPasskeyViewSchema,
  StaffTotpConfirmSchema,
} from '@waha/shared';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AppConfig } from '../../config.js';
import type { StaffPasskeysTable } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { replaceRecoveryCodes } from './accounts.js';
import { auditContext, writeAudit } from './audit.js';
import { putChallenge, takeChallenge } from './challenges.js';
import { passkeysOf, registrationOptions, relyingParty, verifyRegistration } from './passkeys.js';
import { staffOf, type StaffContext } from './plugin.js';
import { freshUntil } from './sessions.js';
import { acceptTotp, newTotpSecret, totpUri } from './totp.js';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};
const MAX_PASSKEYS = 10;

const view = (row: StaffPasskeysTable) => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

/** A change to one's own second factor needs a recent sign-in (PRODUCT.md section 14). */
function requireFresh(staff: StaffContext) {
  if (Date.now() > freshUntil(staff.session).getTime())
    throw new AppError(403, 'staff_fresh_signin_required');
  return { sessionId: staff.session.id, accountId: staff.account.id };
}

/** My second factors: passkeys (add, remove), a new authenticator secret, new recovery codes. */
export const staffFactorRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.get(
    '/api/staff/me/factors',
    { schema: { summary: 'My second factors', response: { 200: StaffFactorsViewSchema, ...errors } } },
    async (request) => {
      const { account, session } = staffOf(request);
      const [passkeys, codes] = await Promise.all([
        passkeysOf(app.db, account.id),
        app.db
          .selectFrom('staff_recovery_codes')
          .select('id')
          .where('account_id', '=', account.id)
          .where('used_at', 'is', null)
          .execute(),
      ]);
      return {
        totp: account.totp_secret !== null,
        recoveryCodesLeft: codes.length,
        passkeys: passkeys.map(view),
        freshUntil: freshUntil(session).toISOString(),
      };
    },
  );

  app.post(
    '/api/staff/me/passkeys/options',
    {
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
      const taken =
        created &&
        (await app.db
          .selectFrom('staff_passkeys')
          .select('id')
          .where('credential_id', '=', created.credentialId)
          .executeTakeFirst());
      if (!created || taken) {
        await writeAudit(app.db, auditContext(request), {
          action: 'passkey.register-failed',
          recordType: 'staff_account',
          recordId: staff.account.id,
          after: { reason: !challenge ? 'challenge' : taken ? 'duplicate' : 'invalid' },
        });
        throw new AppError(400, 'staff_passkey_failed');
      }
      const now = new Date().toISOString();
      const row: StaffPasskeysTable = {
        id: randomUUID(),
        account_id: staff.account.id,
        credential_id: created.credentialId,
        public_key: created.publicKey,
        counter: created.counter,
        transports: created.transports,
        name: request.body.name,
        created_at: now,
        last_used_at: null,
      };
      await app.db.transaction().execute(async (trx) => {
        await trx.insertInto('staff_passkeys').values(row).execute();
        await writeAudit(trx, auditContext(request), {
          action: 'passkey.register',
          recordType: 'staff_passkey',
          recordId: row.id,
          after: { name: row.name, transports: row.transports },
        });
      });
      return reply.status(201).send(view(row));
    },
  );

  app.delete(
    '/api/staff/me/passkeys/:id',
    {
      schema: {
        summary: 'Remove one of my passkeys (needs a fresh sign-in)',
        params: z.object({ id: z.string().uuid() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      requireFresh(staff);
      const removed = await app.db.transaction().execute(async (trx) => {
        const rows = await trx
          .deleteFrom('staff_passkeys')
          .where('id', '=', request.params.id)
          .where('account_id', '=', staff.account.id)
          .returning(['id', 'name'])
          .execute();
        const row = rows[0];
        if (row) {
          await writeAudit(trx, auditContext(request), {
            action: 'passkey.remove',
            recordType: 'staff_passkey',
            recordId: row.id,
            before: { name: row.name },
          });
        }
        return rows.length;
      });
      if (!removed) throw new AppError(404, 'not_found');
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/staff/me/totp/start',
    {
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
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('staff_accounts')
          .set({ totp_secret: secret, totp_last_step: step, updated_at: new Date().toISOString() })
          .where('id', '=', staff.account.id)
          .execute();
        await writeAudit(trx, auditContext(request), {
          action: 'totp.reenrol',
          recordType: 'staff_account',
          recordId: staff.account.id,
          before: { totp: staff.account.totp_secret ? 'set' : 'none' },
          after: { totp: 'replaced' },
        });
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/staff/me/recovery-codes',
    {
      schema: {
        summary: 'New recovery codes (the old ones stop working); answered once',
        response: { 200: z.object({ recoveryCodes: z.array(z.string()) }), ...errors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      requireFresh(staff);
      const codes = await app.db.transaction().execute(async (trx) => {
        const fresh = await replaceRecoveryCodes(trx, staff.account.id);
        await writeAudit(trx, auditContext(request), {
          action: 'recovery-codes.regenerate',
          recordType: 'staff_account',
          recordId: staff.account.id,
          after: { recoveryCodes: fresh.length },
        });
        return fresh;
      });
      return { recoveryCodes: codes };
    },
  );
};
