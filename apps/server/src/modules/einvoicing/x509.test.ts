import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { issueCertificate, name, OID } from './x509.js';

describe('issueCertificate', () => {
  it('encodes every random serial as valid DER (1,500 in a row)', () => {
    // A serial starting with a zero byte before one under 0x80 is not minimal DER and OpenSSL
    // refuses the certificate: with the first byte left random that came once in ~500 issues.
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
    const subject = name([[OID.commonName, 'serial check']]);
    const publicKeyDer = publicKey.export({ type: 'spki', format: 'der' });
    const serials = new Set<string>();
    for (let i = 0; i < 1500; i++) {
      const certificate = issueCertificate({
        subject,
        issuer: subject,
        publicKeyDer,
        signerKey: privateKey,
        notBefore: new Date('2026-01-01T00:00:00Z'),
        notAfter: new Date('2027-01-01T00:00:00Z'),
      });
      expect(certificate.verify(publicKey)).toBe(true);
      serials.add(certificate.serialNumber);
    }
    expect(serials.size).toBe(1500);
  });
});
