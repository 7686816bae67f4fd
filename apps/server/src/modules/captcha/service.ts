import { createHmac } from 'node:crypto';
import { CaptchaChallengeSchema, type CaptchaChallenge } from '@waha/shared';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { hashKey } from '../../lib/limiter.js';
import type { CaptchaStore } from './store.js';

export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';
/** Long enough to solve on a slow phone; also how long a spent challenge is remembered. */
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;

export interface CaptchaSettings {
  hmacKey: string;
  /** PBKDF2 iterations per attempt. */
  cost: number;
  passMs: number;
}

/** A second secret for the derived-key signature, so verifying costs one HMAC, not a derivation. */
function keySignatureSecret(hmacKey: string): string {
  return createHmac('sha256', hmacKey).update('altcha-derived-key').digest('hex');
}

/**
 * A signed challenge bound to the client that asked for it (a hash of its key in the signed data),
 * so a solution farmed out to another address is refused.
 */
export async function issueChallenge(
  settings: CaptchaSettings,
  clientKey: string,
): Promise<CaptchaChallenge> {
  const challenge = await createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: settings.cost,
    // Deterministic mode: the solver must try about this many derivations.
    counter: randomInt(1500, 500),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    data: { client: hashKey(clientKey) },
    hmacSignatureSecret: settings.hmacKey,
    hmacKeySignatureSecret: keySignatureSecret(settings.hmacKey),
  });
  return CaptchaChallengeSchema.parse(challenge);
}

const PayloadSchema = z.object({
  challenge: CaptchaChallengeSchema,
  solution: z.object({ counter: z.number(), derivedKey: z.string().max(256), time: z.number().optional() }),
});

function decode(payload: string): z.infer<typeof PayloadSchema> | null {
  try {
    const parsed = PayloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Checks a solved challenge (signature, expiry, proof of work, same client) and spends it, so it
 * is good for one use only. Forged, expired or foreign payloads: captcha_failed; a payload
 * already spent: captcha_replayed. Staff sign-in spends one per attempt past its free ones.
 */
export async function spendCaptcha(
  settings: Pick<CaptchaSettings, 'hmacKey'>,
  store: CaptchaStore,
  payload: string,
  clientKey: string,
): Promise<void> {
  const decoded = decode(payload);
  if (!decoded || decoded.challenge.parameters.algorithm !== CAPTCHA_ALGORITHM) {
    throw new AppError(400, 'captcha_failed');
  }
  const { challenge, solution } = decoded;
  const result = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: settings.hmacKey,
    hmacKeySignatureSecret: keySignatureSecret(settings.hmacKey),
  });
  if (!result.verified || challenge.parameters.data?.client !== hashKey(clientKey)) {
    throw new AppError(400, 'captcha_failed');
  }
  const expiresAt = (challenge.parameters.expiresAt ?? 0) * 1000;
  if (!(await store.markSpent(challenge.parameters.nonce, expiresAt))) {
    throw new AppError(409, 'captcha_replayed');
  }
}

/** Spends a solved challenge (spendCaptcha) and lifts the rates limit for that client a while. */
export async function verifyCaptcha(
  settings: CaptchaSettings,
  store: CaptchaStore,
  payload: string,
  clientKey: string,
): Promise<void> {
  await spendCaptcha(settings, store, payload, clientKey);
  await store.grantPass(clientKey, settings.passMs);
}
