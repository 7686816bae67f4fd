import { describe, expect, it } from 'vitest';
import { CannedReplyEditSchema, unknownPlaceholders } from '../schemas/canned-replies.js';
import { daysLeftUntil, fillCannedReply } from './canned-reply.js';

const reply = {
  textAr: 'مرحبا {{name}}، طلبك {{ticket}}: باقي {{daysLeft}} أيام.',
  textEn: 'Hello {{ name }}, ticket {{ticket}}: {{daysLeft}} days left.',
  textUr: 'محترم {{name}}، درخواست {{ticket}}: {{daysLeft}} دن باقی۔',
};
const values = { name: 'Fatima Ali', ticket: 'TK12345678', daysLeft: 3 };

describe('fillCannedReply', () => {
  it('takes the text in the language asked for and fills every placeholder', () => {
    expect(fillCannedReply(reply, 'en', values)).toBe('Hello Fatima Ali, ticket TK12345678: 3 days left.');
    expect(fillCannedReply(reply, 'ur', values)).toBe('محترم Fatima Ali، درخواست TK12345678: 3 دن باقی۔');
  });

  it('writes the days left in Latin digits in Arabic too (ADR 1001: one digit style)', () => {
    const text = fillCannedReply(reply, 'ar', { ...values, daysLeft: 12 });
    expect(text).toBe('مرحبا Fatima Ali، طلبك TK12345678: باقي 12 أيام.');
    expect(text).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
  });

  it('fills a placeholder used twice, leaves an unknown one visible, and is not tricked by $ patterns', () => {
    const text = fillCannedReply({ ...reply, textEn: '{{name}} {{name}} {{nope}}' }, 'en', {
      ...values,
      name: '$& $1',
    });
    expect(text).toBe('$& $1 $& $1 {{nope}}');
  });
});

describe('daysLeftUntil', () => {
  it('counts Riyadh calendar days, 0 on and after the target day', () => {
    // 20:59 UTC on the 1st is 23:59 in Riyadh; 21:00 UTC is already the 2nd there.
    expect(daysLeftUntil('2026-03-08T10:00:00Z', '2026-03-01T20:59:00Z')).toBe(7);
    expect(daysLeftUntil('2026-03-08T10:00:00Z', '2026-03-01T21:00:00Z')).toBe(6);
    expect(daysLeftUntil('2026-03-08T10:00:00Z', '2026-03-08T23:00:00Z')).toBe(0);
    expect(daysLeftUntil('2026-03-08T10:00:00Z', '2026-03-20T00:00:00Z')).toBe(0);
  });
});

describe('CannedReplyEditSchema', () => {
  const good = { code: ' /Refund ', title: 'Refund', ...reply };
  it('normalises the code and accepts the three texts', () => {
    expect(CannedReplyEditSchema.parse(good).code).toBe('refund');
  });
  it('refuses a missing language, a bad code and a misspelt placeholder', () => {
    const result = CannedReplyEditSchema.safeParse({
      ...good,
      code: 'a b',
      textUr: ' ',
      textEn: 'Hi {{nmae}}',
    });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(fields).toEqual([
      'code:tickets:validation.cannedCode',
      'textEn:tickets:validation.cannedPlaceholder',
      'textUr:validation.required',
    ]);
    expect(unknownPlaceholders('{{name}} {{ x }}')).toEqual(['x']);
  });
});
