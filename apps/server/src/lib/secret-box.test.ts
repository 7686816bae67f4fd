import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret, SecretKeyMismatchError, secretKeyId } from './secret-box.js';

const key = randomBytes(32);
const pem =
  '-----BEGIN PRIVATE KEY-----\nMIGEAgEAMBAGByqGSM49AgEGBSuBBAAKBG0wawIBAQQg\n-----END PRIVATE KEY-----\n';

describe('secret box (AES-256-GCM at rest)', () => {
  it('seals to text that does not contain the secret, and opens it again', () => {
    const sealed = sealSecret(key, pem, 'einvoice_credentials/web-1/private_key');
    expect(sealed).toMatch(/^v1\.[0-9a-f]{8}\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('PRIVATE KEY');
    expect(sealed).not.toContain(Buffer.from(pem).toString('base64').slice(0, 20));
    expect(openSecret(key, sealed, 'einvoice_credentials/web-1/private_key')).toBe(pem);
    // A fresh IV each time: the same secret never seals to the same text.
    expect(sealSecret(key, pem, 'c')).not.toBe(sealSecret(key, pem, 'c'));
  });

  it('names a wrong key as such', () => {
    const sealed = sealSecret(key, 'secret', 'c');
    const other = randomBytes(32);
    expect(() => openSecret(other, sealed, 'c')).toThrow(SecretKeyMismatchError);
    expect(() => openSecret(other, sealed, 'c')).toThrow(secretKeyId(key));
  });

  it('refuses a changed ciphertext and a value moved to another context', () => {
    const sealed = sealSecret(key, 'secret', 'einvoice_credentials/web-1/secret');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[4]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[4] = body.toString('base64url');
    expect(() => openSecret(key, parts.join('.'), 'einvoice_credentials/web-1/secret')).toThrow();
    expect(() => openSecret(key, sealed, 'einvoice_credentials/web-1/private_key')).toThrow();
    expect(() => openSecret(key, 'plain text', 'c')).toThrow(/not a sealed secret/);
  });

  it('takes only a 32-byte key', () => {
    expect(() => sealSecret(randomBytes(16), 'x', 'c')).toThrow(RangeError);
  });
});
