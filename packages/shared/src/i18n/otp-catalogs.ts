import ar from './locales/ar/otp.json' with { type: 'json' };
import en from './locales/en/otp.json' with { type: 'json' };
import ur from './locales/ur/otp.json' with { type: 'json' };
import { flattenCatalog } from './catalog.js';
import type { Language } from './languages.js';

/** The `otp` namespace flattened per language: the server writes SMS texts from it. */
export const OTP_MESSAGES: Record<Language, Record<string, string>> = {
  ar: flattenCatalog(ar),
  en: flattenCatalog(en),
  ur: flattenCatalog(ur),
};
