import ar from './locales/ar/common.json' with { type: 'json' };
import en from './locales/en/common.json' with { type: 'json' };
import ur from './locales/ur/common.json' with { type: 'json' };
import { flattenCatalog } from './catalog.js';
import type { Language } from './languages.js';

/**
 * The `common` namespace flattened per language: the server uses it for error messages in the
 * caller's language; the web app loads every namespace lazily instead.
 */
export const COMMON_MESSAGES: Record<Language, Record<string, string>> = {
  ar: flattenCatalog(ar),
  en: flattenCatalog(en),
  ur: flattenCatalog(ur),
};
