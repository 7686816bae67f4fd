import { z } from '../zod.js';
import { normalizeDigits } from '../rules/digits.js';
import { requiredText as required } from './staff-fields.js';

/** One's own second factors (passkeys, a new authenticator): the forms and the answers. */

/** A passkey's name, given by its owner ("work laptop"). */
export const StaffPasskeyNameSchema = z.object({
  name: required(60),
});
export type StaffPasskeyName = z.infer<typeof StaffPasskeyNameSchema>;

/**
 * What the browser's WebAuthn call answers, as JSON (base64url fields). The ceremony itself is
 * checked by the server's WebAuthn library; this only bounds the shape and sizes.
 */
const b64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/);
const credentialBase = {
  id: b64url(1400).min(1),
  rawId: b64url(1400).min(1),
  type: z.literal('public-key'),
  clientExtensionResults: z.looseObject({}).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};
export const PasskeyRegistrationResponseSchema = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: b64url(4000),
    attestationObject: b64url(20000),
    transports: z.array(z.string().max(20)).max(10).optional(),
    authenticatorData: b64url(4000).optional(),
    publicKey: b64url(4000).optional(),
    publicKeyAlgorithm: z.number().optional(),
  }),
});
export const PasskeyAuthenticationResponseSchema = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: b64url(4000),
    authenticatorData: b64url(4000),
    // Post-quantum passkeys sign with ML-DSA (the WebAuthn library offers it since v14): up to
    // 4,627 bytes for ML-DSA-87, 6,170 characters in base64url; ES256 and RS256 need under 400.
    signature: b64url(8000),
    userHandle: b64url(200).optional(),
  }),
});

export const StaffPasskeyRegisterSchema = z.object({
  name: StaffPasskeyNameSchema.shape.name,
  credential: PasskeyRegistrationResponseSchema,
});
export const StaffPasskeySignInSchema = z.object({ credential: PasskeyAuthenticationResponseSchema });

export const StaffPasskeyViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type StaffPasskeyView = z.infer<typeof StaffPasskeyViewSchema>;

/** My second factors, and until when this sign-in counts as fresh enough to change them. */
export const StaffFactorsViewSchema = z.object({
  totp: z.boolean(),
  recoveryCodesLeft: z.number(),
  passkeys: z.array(StaffPasskeyViewSchema),
  freshUntil: z.string(),
});
export type StaffFactorsView = z.infer<typeof StaffFactorsViewSchema>;

/** Confirming a re-enrolled authenticator: a six-digit code from the new secret. */
export const StaffTotpConfirmSchema = z.object({
  code: z
    .string({ error: 'validation.required' })
    .transform((value) => normalizeDigits(value).replace(/\s/g, ''))
    .pipe(z.string().regex(/^[0-9]{6}$/, { error: 'validation.otpFormat' })),
});
export type StaffTotpConfirm = z.infer<typeof StaffTotpConfirmSchema>;
