import { startRegistration } from '@simplewebauthn/browser';
import { StaffPasskeyViewSchema } from '@waha/shared';
import { z } from 'zod';
import { WebAuthnOptionsSchema } from './factors-api';
import { staffCall } from './staff-api';

type Options = Parameters<typeof startRegistration>[0]['optionsJSON'];

/** Thrown when the person cancels or the authenticator refuses: nothing reached the server. */
export class PasskeyCancelled extends Error {}

/** Registers this device's authenticator as a passkey under `name`: options, ceremony, save. */
export async function registerPasskey(name: string) {
  const options = await staffCall(WebAuthnOptionsSchema, '/me/passkeys/options', {
    method: 'POST',
    body: {},
  });
  let credential: unknown;
  try {
    credential = await startRegistration({ optionsJSON: options as unknown as Options });
  } catch {
    throw new PasskeyCancelled();
  }
  return staffCall(StaffPasskeyViewSchema, '/me/passkeys', { method: 'POST', body: { name, credential } });
}

export const deletePasskey = (id: string) => staffCall(z.null(), `/me/passkeys/${id}`, { method: 'DELETE' });
