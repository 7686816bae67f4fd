import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (the e-invoicing private key, CSID and its secret; ADR 2403): AES-256-GCM with
 * a key from the environment, a fresh 12-byte IV each time, and a context (table, row, column) as
 * associated data, so a sealed value moved to another row or column no longer opens.
 *
 * Sealed form: `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url). The key id is a short digest of
 * the key, so a wrong key is named as such instead of failing as "tampered".
 */
const VERSION = 'v1';

export class SecretKeyMismatchError extends Error {}

/** 8 hex characters that identify a key without revealing it. */
export const secretKeyId = (key: Buffer): string =>
  createHash('sha256').update('waha secret-box key id\0').update(key).digest('hex').slice(0, 8);

function checkKey(key: Buffer) {
  if (key.length !== 32) throw new RangeError('the secrets key must be 32 bytes');
}

export function sealSecret(key: Buffer, plaintext: string, context: string): string {
  checkKey(key);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
  return [VERSION, secretKeyId(key), ...parts].join('.');
}

export function openSecret(key: Buffer, sealed: string, context: string): string {
  checkKey(key);
  const [version, keyId, iv, tag, body, ...rest] = sealed.split('.');
  if (version !== VERSION || !keyId || !iv || !tag || body === undefined || rest.length > 0)
    throw new Error('not a sealed secret');
  if (keyId !== secretKeyId(key))
    throw new SecretKeyMismatchError(`sealed with another key (id ${keyId}, given ${secretKeyId(key)})`);
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  // A changed byte, or the right value under another context, fails the tag check here.
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
