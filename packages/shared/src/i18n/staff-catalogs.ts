import ar from './locales/ar/staff.json' with { type: 'json' };
import en from './locales/en/staff.json' with { type: 'json' };
import ur from './locales/ur/staff.json' with { type: 'json' };
import { flattenCatalog } from './catalog.js';
import type { Language } from './languages.js';

/**
 * The `staff` namespace flattened per language: the server's messages for staff errors and
 * `staff:`-prefixed field keys. Kept out of `common`, so the public pages never download them.
 */
export const STAFF_MESSAGES: Record<Language, Record<string, string>> = {
  ar: flattenCatalog(ar),
  en: flattenCatalog(en),
  ur: flattenCatalog(ur),
};
