import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { certificateSerial, issueCertificate, name, OID } from './x509.js';

/**
 * DER's rules for an INTEGER's content bytes, as OpenSSL checks them: a serial is positive (the
 * top bit of its first byte is clear) and minimal (no 0x00 before a byte under 0x80).
 */
function derPositiveMinimal(content: Uint8Array): boolean {
  const [first = 0, second = 0] = content;
  return first < 0x80 && !(first === 0x00 && second < 0x80);
}

describe('certificateSerial', () => {
  it('is positive, minimal DER whatever the random bytes, and keeps the rest of them', () => {
    // The first two bytes decide the rule: every first byte, with the second at its edges.
    for (let first = 0; first < 256; first++) {
      for (const second of [0x00, 0x7f, 0x80, 0xff]) {
        const random = Uint8Array.from({ length: 16 }, (_, i) => (i === 0 ? first : i === 1 ? second : i));
        const serial = certificateSerial(random);
        expect(derPositiveMinimal(serial), `first byte ${first}, second ${second}`).toBe(true);
        expect(serial.length).toBe(16);
        expect([...serial.subarray(1)]).toEqual([...random.subarray(1)]);
      }
    }
  });
});

describe('issueCertificate', () => {
  it('issues a certificate OpenSSL reads, signed by the signer, with a 16-byte serial', () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
    const subject = name([[OID.commonName, 'serial check']]);
    const certificate = issueCertificate({
      subject,
      issuer: subject,
      publicKeyDer: publicKey.export({ type: 'spki', format: 'der' }),
      signerKey: privateKey,
      notBefore: new Date('2026-01-01T00:00:00Z'),
      notAfter: new Date('2027-01-01T00:00:00Z'),
    });
    expect(certificate.verify(publicKey)).toBe(true);
    expect(certificate.serialNumber).toMatch(/^[4-7][0-9A-F]{31}$/);
  });
});
