import {
  CAREERS_MESSAGES,
  COMMON_MESSAGES,
  HR_MESSAGES,
  interpolate,
  pickLanguage,
  RATE_ALERTS_MESSAGES,
  STAFF_MESSAGES,
  TICKETS_MESSAGES,
  type Language,
} from '@waha/shared';
import type { FastifyRequest } from 'fastify';

/** The caller's language from Accept-Language (the web app sends its current one). */
export function requestLanguage(request: FastifyRequest): Language {
  return pickLanguage(request.headers['accept-language']);
}

/** Namespaces whose keys (`ns:key`) the server translates: field messages of their forms. */
const NAMESPACES: Record<string, Record<Language, Record<string, string>>> = {
  staff: STAFF_MESSAGES,
  tickets: TICKETS_MESSAGES,
  careers: CAREERS_MESSAGES,
  hr: HR_MESSAGES,
  'rate-alerts': RATE_ALERTS_MESSAGES,
};

/** Translates a catalog key; unknown keys (a library's own text) fall back to a generic message. */
export function message(language: Language, key: string, values?: Record<string, string | number>): string {
  const catalog = COMMON_MESSAGES[language];
  // Staff texts live in their own namespace (`staff:` keys, and the staff error codes).
  const staff = STAFF_MESSAGES[language];
  const separator = key.indexOf(':');
  const namespace = separator > 0 ? NAMESPACES[key.slice(0, separator)] : undefined;
  const template = namespace
    ? namespace[language][key.slice(separator + 1)]
    : (catalog[key] ?? staff[key] ?? catalog['validation.invalid'] ?? key);
  return interpolate(template ?? catalog['validation.invalid'] ?? key, values);
}
