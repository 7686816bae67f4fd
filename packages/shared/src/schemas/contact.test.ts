import { describe, expect, it } from 'vitest';
import { ContactMessageSchema } from './contact.js';

const ok = { name: 'سارة العتيبي', email: 'sara@example.com', message: 'سؤال' };
const errorsOf = (input: unknown) =>
  ContactMessageSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];

describe('ContactMessageSchema', () => {
  it.each(['سارة العتيبي', "Mary-Jane O'Neil", 'محمد عبدالله', 'عائشہ بی بی'])(
    'accepts the name %j',
    (name) => {
      expect(ContactMessageSchema.safeParse({ ...ok, name }).success).toBe(true);
    },
  );

  it.each(['Ali 123', '<script>', '-Ali', '١٢٣'])('refuses the name %j', (name) => {
    expect(errorsOf({ ...ok, name })).toEqual(['name:validation.contactName']);
  });

  it('trims and checks the email', () => {
    expect(ContactMessageSchema.parse({ ...ok, email: ' a@b.co ' }).email).toBe('a@b.co');
    expect(errorsOf({ ...ok, email: 'a@b' })).toEqual(['email:validation.contactEmail']);
  });

  it('requires every field and bounds the message', () => {
    expect(errorsOf({})).toEqual([
      'name:validation.required',
      'email:validation.required',
      'message:validation.required',
    ]);
    expect(errorsOf({ ...ok, message: '   ' })).toEqual(['message:validation.required']);
    expect(errorsOf({ ...ok, message: 'x'.repeat(2001) })).toEqual(['message:validation.contactTooLong']);
  });
});
