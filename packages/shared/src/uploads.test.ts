import { describe, expect, it } from 'vitest';
import { acceptOf, UPLOAD_RULES, uploadProblem } from './uploads.js';

describe('UPLOAD_RULES', () => {
  it('gives every route a positive size, a count and at least one type', () => {
    for (const rule of Object.values(UPLOAD_RULES)) {
      expect(rule.maxBytes).toBeGreaterThan(0);
      expect(rule.maxFiles).toBeGreaterThanOrEqual(1);
      expect(rule.types.length).toBeGreaterThan(0);
    }
    // SPEC.md: a ticket file must be UNDER 1.5 MB; the others at most 2 MB.
    expect(UPLOAD_RULES.tickets.maxBytes).toBe(1.5 * 1024 * 1024 - 1);
    expect(UPLOAD_RULES.careers.maxBytes).toBe(2 * 1024 * 1024);
  });

  it('checks a picked file: empty first, then type, then size (inclusive)', () => {
    const rule = UPLOAD_RULES.forms;
    expect(uploadProblem(rule, { size: 0, type: 'text/html' })).toBe('empty');
    expect(uploadProblem(rule, { size: 10, type: 'text/html' })).toBe('type');
    expect(uploadProblem(rule, { size: rule.maxBytes, type: 'application/pdf' })).toBeNull();
    expect(uploadProblem(rule, { size: rule.maxBytes + 1, type: 'application/pdf' })).toBe('size');
    expect(uploadProblem(rule, { size: 10, type: 'application/pdf' }, ['image/png'])).toBe('type');
  });

  it('builds an accept attribute of types and extensions', () => {
    expect(acceptOf(UPLOAD_RULES.tickets.types)).toBe(
      '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf',
    );
  });
});
