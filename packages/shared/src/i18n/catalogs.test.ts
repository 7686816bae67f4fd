import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { flattenCatalog, type Catalog } from './catalog.js';
import { LANGUAGES } from './languages.js';

const localesDir = path.join(import.meta.dirname, 'locales');
const namespaces = [
  ...new Set(
    LANGUAGES.flatMap((lng) => readdirSync(path.join(localesDir, lng)).filter((f) => f.endsWith('.json'))),
  ),
].sort();

function load(lng: string, file: string): Record<string, string> {
  try {
    return flattenCatalog(JSON.parse(readFileSync(path.join(localesDir, lng, file), 'utf8')) as Catalog);
  } catch {
    return {};
  }
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const ARABIC_SCRIPT = /[\u0600-\u06ff]/;
// Values that are the same in every language on purpose (a language's own name, a code).
const SAME_IN_EVERY_LANGUAGE = new Set(['language.ar', 'language.en', 'language.ur']);

describe('translation catalogs', () => {
  it('has the common namespace', () => {
    expect(namespaces).toContain('common.json');
  });

  describe.each(namespaces)('%s', (file) => {
    const catalogs = Object.fromEntries(LANGUAGES.map((lng) => [lng, load(lng, file)]));
    const allKeys = [...new Set(LANGUAGES.flatMap((lng) => Object.keys(catalogs[lng]!)))].sort();

    it.each(LANGUAGES)('has every key in %s', (lng) => {
      expect(Object.keys(catalogs[lng]!).sort()).toEqual(allKeys);
    });

    it('uses the same placeholders in every language, and no empty text', () => {
      for (const key of allKeys) {
        const expected = placeholders(catalogs.en![key] ?? '');
        for (const lng of LANGUAGES) {
          const value = catalogs[lng]![key] ?? '';
          expect(value.trim(), `${lng} ${key}`).not.toBe('');
          expect(placeholders(value), `${lng} ${key}`).toEqual(expected);
        }
      }
    });

    it('writes Arabic and Urdu in Arabic script, not English', () => {
      for (const key of allKeys) {
        if (SAME_IN_EVERY_LANGUAGE.has(key)) continue;
        for (const lng of ['ar', 'ur'] as const) {
          expect(catalogs[lng]![key], `${lng} ${key}`).toMatch(ARABIC_SCRIPT);
        }
      }
    });

    // In a right-to-left line the final stop lands beside the address's first letter.
    it('never ends right-to-left text with an address or file name and a full stop (".name@example.com")', () => {
      for (const key of allKeys) {
        for (const lng of ['ar', 'ur'] as const) {
          expect(catalogs[lng]![key], `${lng} ${key}`).not.toMatch(/([A-Za-z0-9][@.][A-Za-z0-9]+|\}\})[.۔]$/);
        }
      }
    });

    it('does not pass Arabic off as Urdu', () => {
      const identical = allKeys.filter(
        (key) =>
          !SAME_IN_EVERY_LANGUAGE.has(key) &&
          catalogs.ar![key] === catalogs.ur![key] &&
          catalogs.ar![key]!.length > 12,
      );
      expect(identical).toEqual([]);
    });
  });
});
