import ar from './locales/ar/complaints.json' with { type: 'json' };
import en from './locales/en/complaints.json' with { type: 'json' };
import ur from './locales/ur/complaints.json' with { type: 'json' };
import { flattenCatalog } from './catalog.js';
import type { Language } from './languages.js';

/** The `complaints` namespace flattened per language: the report PDF's headings and `complaints:` field messages. */
export const COMPLAINTS_MESSAGES: Record<Language, Record<string, string>> = {
  ar: flattenCatalog(ar),
  en: flattenCatalog(en),
  ur: flattenCatalog(ur),
};
