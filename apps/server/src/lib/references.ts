import { randomInt } from 'node:crypto';

/** Unambiguous characters (no 0/O, 1/I/L) so a reference read over the phone is not misheard. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A customer-facing reference: the prefix, then 8 random characters of ALPHABET. */
export function newReference(prefix: string): string {
  let out = prefix;
  for (let i = 0; i < 8; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}
