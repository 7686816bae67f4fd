import {
  COMMON_MESSAGES,
  HR_MESSAGES,
  interpolate,
  pickLanguage,
  STAFF_MESSAGES,
  TICKETS_MESSAGES,
  type Language,
} from '@waha/shared';
import type { FastifyRequest } from 'fastify';

/** The caller's language from Accept-Language (the web app sends its current one). */
export function requestLanguage(request: FastifyRequest): Language {
  return pickLanguage(request.headers['accept-language']);
}

/** Translates a catalog key; unknown keys (a library's own text) fall back to a generic message. */
export function message(language: Language, key: string, values?: Record<string, string | number>): string {
  const catalog = COMMON_MESSAGES[language];
  // Staff texts live in their own namespace (`staff:` keys, and the staff error codes).
  const staff = STAFF_MESSAGES[language];
  const template = key.startsWith('staff:')
    ? staff[key.slice('staff:'.length)]
    : key.startsWith('tickets:')
      ? TICKETS_MESSAGES[language][key.slice('tickets:'.length)]
      : key.startsWith('hr:')
        ? HR_MESSAGES[language][key.slice('hr:'.length)]
        : (catalog[key] ?? staff[key] ?? catalog['validation.invalid'] ?? key);
  return interpolate(template ?? catalog['validation.invalid'] ?? key, values);
}
