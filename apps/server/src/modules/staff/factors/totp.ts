import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';

const STEP_SECONDS = 30;

/** 20 random bytes (160 bits, RFC 4226's recommendation), Base32 as authenticator apps expect. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function totpUri(secret: string, label: string, issuer: string): string {
  return generateURI({ issuer, label, secret, period: STEP_SECONDS });
}

/**
 * The time step the code belongs to, or null when it is wrong. A code is accepted only for a step
 * after the last one accepted (`lastStep`), so a code seen over a shoulder cannot be replayed.
 */
export function acceptTotp(
  secret: string,
  code: string,
  lastStep: number | null,
  now = Date.now(),
): number | null {
  if (!/^[0-9]{6}$/.test(code)) return null;
  const result = verifySync({
    secret,
    token: code,
    period: STEP_SECONDS,
    epoch: Math.floor(now / 1000),
    // One step either side: a phone clock a few seconds off still works.
    epochTolerance: STEP_SECONDS,
    afterTimeStep: lastStep ?? undefined,
  });
  // The result type also covers HOTP, which has no time step; a TOTP answer always carries one.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The current code (tests and the README's demo staff). */
export function currentTotp(secret: string, now = Date.now()): string {
  return generateSync({ secret, period: STEP_SECONDS, epoch: Math.floor(now / 1000) });
}

/** Ten one-use recovery codes, xxxxx-xxxxx from an alphabet without look-alikes. */
export function newRecoveryCodes(count = 10): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Tokens and recovery codes are long random strings: a plain SHA-256 is enough to keep them secret. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}
