import ar from './locales/ar/tickets.json' with { type: 'json' };
import en from './locales/en/tickets.json' with { type: 'json' };
import ur from './locales/ur/tickets.json' with { type: 'json' };
import { flattenCatalog } from './catalog.js';
import type { Language } from './languages.js';

/** The `tickets` namespace flattened per language: SMS texts and `tickets:` field messages. */
export const TICKETS_MESSAGES: Record<Language, Record<string, string>> = {
  ar: flattenCatalog(ar),
  en: flattenCatalog(en),
  ur: flattenCatalog(ur),
};
