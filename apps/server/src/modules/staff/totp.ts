import { createHash, randomBytes } from 'node:crypto';
import { authenticator } from 'otplib';

const STEP_SECONDS = 30;
// One step either side: a phone clock a few seconds off still works.
authenticator.options = { window: 1, step: STEP_SECONDS };

export function newTotpSecret(): string {
  return authenticator.generateSecret(20);
}

export function totpUri(secret: string, label: string, issuer: string): string {
  return authenticator.keyuri(label, issuer, secret);
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
  const delta = authenticator.checkDelta(code, secret);
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / STEP_SECONDS) + delta;
  if (lastStep !== null && step <= lastStep) return null;
  return step;
}

/** The current code (tests and the README's demo staff). */
export function currentTotp(secret: string): string {
  return authenticator.generate(secret);
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
