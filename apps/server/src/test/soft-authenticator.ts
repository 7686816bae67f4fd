import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software authenticator for API tests: a P-256 key made with Node's crypto, answering WebAuthn
 * ceremonies the way a browser would hand them to the server (JSON, base64url), attestation
 * "none". The flags and counter can be bent to test the server's refusals.
 */
export class SoftAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly cose: Uint8Array;
  counter = 0;

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    this.cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    );
  }

  get id(): string {
    return isoBase64URL.fromBuffer(this.credentialId);
  }

  private authData(rpId: string, flags: number, attested: boolean): Uint8Array<ArrayBuffer> {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    const parts = [createHash('sha256').update(rpId).digest(), Buffer.from([flags]), counter];
    if (attested) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(this.credentialId.length);
      parts.push(Buffer.alloc(16), length, this.credentialId, Buffer.from(this.cose));
    }
    return new Uint8Array(Buffer.concat(parts));
  }

  private static clientData(type: string, challenge: string, origin: string): Uint8Array<ArrayBuffer> {
    return new Uint8Array(Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false })));
  }

  /** navigator.credentials.create(), as @simplewebauthn/browser's startRegistration answers it. */
  register(
    options: { challenge: string; rp: { id?: string } },
    { origin, userVerified = true }: { origin: string; userVerified?: boolean },
  ) {
    const flags = 0x01 | (userVerified ? 0x04 : 0) | 0x40; // UP, UV, AT
    const attestation = isoCBOR.encode(
      new Map<string, string | Uint8Array<ArrayBuffer> | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', this.authData(options.rp.id!, flags, true)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: isoBase64URL.fromBuffer(
          SoftAuthenticator.clientData('webauthn.create', options.challenge, origin),
        ),
        attestationObject: isoBase64URL.fromBuffer(attestation),
        transports: ['internal'],
      },
    };
  }

  /** navigator.credentials.get(): signs authenticatorData || SHA-256(clientDataJSON). */
  assert(
    options: { challenge: string; rpId?: string },
    {
      origin,
      userVerified = true,
      counter = this.counter + 1,
    }: { origin: string; userVerified?: boolean; counter?: number },
  ) {
    this.counter = counter;
    const authData = this.authData(options.rpId!, 0x01 | (userVerified ? 0x04 : 0), false);
    const clientData = SoftAuthenticator.clientData('webauthn.get', options.challenge, origin);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, createHash('sha256').update(clientData).digest()]),
      this.privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: isoBase64URL.fromBuffer(clientData),
        authenticatorData: isoBase64URL.fromBuffer(authData),
        signature: isoBase64URL.fromBuffer(new Uint8Array(signature)),
      },
    };
  }
}
