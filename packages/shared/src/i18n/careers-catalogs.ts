import ar from './locales/ar/careers.json' with { type: 'json' };
import en from './locales/en/careers.json' with { type: 'json' };
import ur from './locales/ur/careers.json' with { type: 'json' };
import { flattenCatalog } from './catalog.js';
import type { Language } from './languages.js';

/** The `careers` namespace flattened per language: the job application's `careers:` field and error messages, which the server translates. */
export const CAREERS_MESSAGES: Record<Language, Record<string, string>> = {
  ar: flattenCatalog(ar),
  en: flattenCatalog(en),
  ur: flattenCatalog(ur),
};
