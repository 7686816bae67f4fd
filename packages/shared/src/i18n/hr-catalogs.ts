import ar from './locales/ar/hr.json' with { type: 'json' };
import en from './locales/en/hr.json' with { type: 'json' };
import ur from './locales/ur/hr.json' with { type: 'json' };
import { flattenCatalog } from './catalog.js';
import type { Language } from './languages.js';

/** The `hr` namespace flattened per language: the `hr:` field messages the server sends. */
export const HR_MESSAGES: Record<Language, Record<string, string>> = {
  ar: flattenCatalog(ar),
  en: flattenCatalog(en),
  ur: flattenCatalog(ur),
};
