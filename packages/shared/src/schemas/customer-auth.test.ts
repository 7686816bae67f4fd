import { describe, expect, it } from 'vitest';
import { LoginSchema } from './customer-auth.js';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('LoginSchema', () => {
  it('takes a valid ID and a 9- or 10-digit mobile in any digits', () => {
    expect(LoginSchema.parse({ nationalId: '١٠٠٠٠٠٠٠٠٨', phone: '۵۰۰۰۰۰۰۰۱' })).toEqual({
      nationalId: '1000000008',
      phone: '500000001',
    });
  });

  it('asks for both fields, then for their lengths', () => {
    expect(messages(LoginSchema.safeParse({ nationalId: '', phone: '' }))).toEqual({
      nationalId: 'validation.loginIdRequired',
      phone: 'validation.loginPhoneRequired',
    });
    expect(messages(LoginSchema.safeParse({ nationalId: '123', phone: '05' }))).toEqual({
      nationalId: 'validation.loginIdLength',
      phone: 'validation.loginPhoneLength',
    });
  });

  // PRODUCT.md section 3, as /support says it: a wrong check digit is a typo.
  it('says a number with a wrong check digit looks mistyped, in any digits', () => {
    for (const nationalId of ['1000000009', '١٠٠٠٠٠٠٠٠٩']) {
      const result = LoginSchema.safeParse({ nationalId, phone: '0500000001' });
      expect(result.error?.issues).toHaveLength(1);
      expect(messages(result)).toEqual({ nationalId: 'validation.nationalIdChecksum' });
    }
  });

  it('says an ID must start with 1 or 2', () => {
    expect(messages(LoginSchema.safeParse({ nationalId: '3000000004', phone: '0500000001' }))).toEqual({
      nationalId: 'validation.nationalId',
    });
  });
});
