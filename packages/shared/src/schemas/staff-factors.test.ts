import { describe, expect, it } from 'vitest';
import { StaffPasskeySignInSchema } from './staff-factors.js';

const credential = (signatureBytes: number) => ({
  credential: {
    id: 'AAEC',
    rawId: 'AAEC',
    type: 'public-key',
    response: {
      clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0',
      authenticatorData: 'SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAg',
      signature: Buffer.alloc(signatureBytes, 7).toString('base64url'),
    },
  },
});

describe('a passkey sign-in answer', () => {
  it.each([
    ['ES256', 72],
    ['RS256', 256],
    ['ML-DSA-44', 2420],
    ['ML-DSA-65', 3309],
    ['ML-DSA-87', 4627],
  ])('takes a %s signature (%i bytes)', (_alg, bytes) => {
    expect(StaffPasskeySignInSchema.safeParse(credential(bytes)).success).toBe(true);
  });

  it('refuses a signature larger than any algorithm makes', () => {
    expect(StaffPasskeySignInSchema.safeParse(credential(6001)).success).toBe(false);
  });
});
