import { describe, expect, it } from 'vitest';
import { isValidSaudiIban, normalizeIban } from './iban.js';

describe('Saudi IBAN', () => {
  it('accepts a valid IBAN with spaces and lower case', () => {
    expect(isValidSaudiIban('SA03 8000 0000 6080 1016 7519')).toBe(true);
    expect(isValidSaudiIban('sa0380000000608010167519')).toBe(true);
    expect(normalizeIban('sa03 8000 0000 6080 1016 7519')).toBe('SA0380000000608010167519');
  });

  it('refuses a wrong check digit (mod 97)', () => {
    expect(isValidSaudiIban('SA0480000000608010167519')).toBe(false);
  });

  it('refuses a valid IBAN from another country and a wrong length', () => {
    expect(isValidSaudiIban('GB82WEST12345698765432')).toBe(false);
    expect(isValidSaudiIban('SA038000000060801016751')).toBe(false);
  });

  it('accepts Arabic-Indic digits', () => {
    expect(isValidSaudiIban('SA٠٣٨٠٠٠٠٠٠٠٦٠٨٠١٠١٦٧٥١٩')).toBe(true);
  });
});
