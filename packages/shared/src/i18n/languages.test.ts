import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, dirOf, isRtl, pickLanguage } from './languages.js';

describe('languages', () => {
  it('defaults to Arabic', () => {
    expect(DEFAULT_LANGUAGE).toBe('ar');
    expect(pickLanguage(undefined)).toBe('ar');
    expect(pickLanguage('fr-FR,de;q=0.8')).toBe('ar');
  });

  it('lays out Arabic and Urdu right to left, English left to right', () => {
    expect([isRtl('ar'), isRtl('ur'), isRtl('en')]).toEqual([true, true, false]);
    expect(dirOf('ur')).toBe('rtl');
    expect(dirOf('en')).toBe('ltr');
  });

  it('reads the first supported language of an Accept-Language header', () => {
    expect(pickLanguage('en-GB,en;q=0.9,ar;q=0.8')).toBe('en');
    expect(pickLanguage('fr, ur-PK;q=0.5')).toBe('ur');
  });
});
