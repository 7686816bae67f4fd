import { describe, expect, it } from 'vitest';
import { nextPath } from './nav';

describe('nextPath', () => {
  it('leads back to a back-office screen named in ?next', () => {
    expect(nextPath('?next=account')).toBe('/staff/account');
    expect(nextPath('?next=sessions')).toBe('/staff/sessions');
  });

  it('never leads anywhere else: unknown screens, other sites and empty values go to the overview', () => {
    expect(nextPath('')).toBe('/staff');
    expect(nextPath('?next=')).toBe('/staff');
    expect(nextPath('?next=//evil.example')).toBe('/staff');
    expect(nextPath('?next=https://evil.example/staff')).toBe('/staff');
    expect(nextPath('?next=nope')).toBe('/staff');
  });
});
