import ar from './locales/ar/rate-alerts.json' with { type: 'json' };
import en from './locales/en/rate-alerts.json' with { type: 'json' };
import ur from './locales/ur/rate-alerts.json' with { type: 'json' };
import { flattenCatalog } from './catalog.js';
import type { Language } from './languages.js';

/** The `rate-alerts` namespace flattened per language: the alert SMS texts the server writes. */
export const RATE_ALERTS_MESSAGES: Record<Language, Record<string, string>> = {
  ar: flattenCatalog(ar),
  en: flattenCatalog(en),
  ur: flattenCatalog(ur),
};
