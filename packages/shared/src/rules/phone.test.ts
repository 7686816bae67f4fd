import { describe, expect, it } from 'vitest';
import { maskPhone, MobileSchema, toSaudiE164 } from './phone.js';

describe('Saudi mobile numbers', () => {
  it.each(['0512345678', '512345678', '+966512345678', '00966512345678', '٠٥١٢٣٤٥٦٧٨', '051 234 5678'])(
    'normalises %s to E.164',
    (raw) => expect(toSaudiE164(raw)).toBe('+966512345678'),
  );

  it.each(['0412345678', '05123', '+14155550100'])('refuses %s', (raw) => {
    expect(toSaudiE164(raw)).toBeNull();
  });

  it('the call-request field wants 05XXXXXXXX', () => {
    expect(MobileSchema.parse('0512345678')).toBe('+966512345678');
    expect(MobileSchema.safeParse('512345678').error?.issues[0]?.message).toBe('validation.mobile');
  });

  it('masks the middle digits', () => {
    expect(maskPhone('+966512345678')).toBe('+966 5•• ••• 678');
  });
});
