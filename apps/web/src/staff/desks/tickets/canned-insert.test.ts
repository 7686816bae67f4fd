import { describe, expect, it } from 'vitest';
import { codeBefore, insertAt } from './canned-insert';

describe('the reply box short codes', () => {
  it('finds a /code right before the caret, at the start or after a space or line break', () => {
    expect(codeBefore('/refund', 7)).toEqual({ code: 'refund', start: 0 });
    expect(codeBefore('Hello\n/Late-Fee', 15)).toEqual({ code: 'late-fee', start: 6 });
    expect(codeBefore('see /refund now', 11)).toEqual({ code: 'refund', start: 4 });
  });

  it('ignores a slash inside a word or a date, and text after the caret', () => {
    expect(codeBefore('and/or', 6)).toBeNull();
    expect(codeBefore('12/03', 5)).toBeNull();
    expect(codeBefore('/refund', 3)).toEqual({ code: 're', start: 0 });
    expect(codeBefore('plain text', 10)).toBeNull();
  });

  it('replaces the range and puts the caret after the insertion', () => {
    expect(insertAt('Dear /x, bye', 5, 7, 'Ali')).toEqual({ text: 'Dear Ali, bye', caret: 8 });
  });
});
