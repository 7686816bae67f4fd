import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { STAFF_PASSWORD_MIN } from '@waha/shared';
import { COMMON_PASSWORDS } from './common-passwords.js';

/** OWASP's argon2id minimum (19 MiB, 2 passes): about 40 ms here, slow enough for an attacker. */
// Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash of nothing anyone knows: unknown accounts cost the same time as known ones. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    decoy ??= hashPassword(`decoy-${Math.random()}`);
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

/**
 * PRODUCT.md section 14: at least 12 characters and not a common password. The list is checked
 * case-insensitively, also with the person's own identifiers, and a single repeated character or a
 * plain run of digits is refused as well (they top every leaked-password list).
 */
export function passwordProblem(password: string, personal: string[] = []): string | null {
  if ([...password].length < STAFF_PASSWORD_MIN) return 'staff:validation.passwordShort';
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return 'staff:validation.passwordCommon';
  if (/^(.)\1+$/.test(password) || /^[0-9]+$/.test(password)) return 'staff:validation.passwordCommon';
  for (const item of personal) {
    if (item.length >= 4 && lower.includes(item.toLowerCase())) return 'staff:validation.passwordPersonal';
  }
  return null;
}
