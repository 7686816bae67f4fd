import { z } from '../zod.js';

/**
 * The proof-of-work captcha (ALTCHA) shown when the exchange-rates limit is reached. The widget
 * fetches a challenge, solves it in a worker and hands back a base64 payload, which the server
 * verifies once (a replay is refused) before lifting the limit for that client.
 */
export const CaptchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof CaptchaChallengeSchema>;

export const CaptchaVerifyBodySchema = z.object({
  payload: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(4096, { error: 'validation.invalid' }),
});
export type CaptchaVerifyBody = z.infer<typeof CaptchaVerifyBodySchema>;

export const CaptchaVerifyResponseSchema = z.object({
  verified: z.literal(true),
  /** How long the rate limit stays lifted for this client. */
  passSeconds: z.number().int().positive(),
});
export type CaptchaVerifyResponse = z.infer<typeof CaptchaVerifyResponseSchema>;
