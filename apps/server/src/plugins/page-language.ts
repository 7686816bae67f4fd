import { DEFAULT_LANGUAGE, isLanguage, NASTALIQ_COOKIE, type Language } from '@waha/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const LANGUAGE_COOKIE = 'lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * The language a page is rendered in: `?lang=` (a shared link or a switch; remembered in the
 * cookie), else the `lang` cookie the web app mirrors from localStorage, else Arabic.
 */
export function pageLanguage(request: FastifyRequest, reply: FastifyReply): Language {
  const query = new URL(request.url, 'http://x').searchParams.get('lang');
  if (isLanguage(query)) {
    reply.header(
      'set-cookie',
      `${LANGUAGE_COOKIE}=${query}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`,
    );
    return query;
  }
  const cookie = cookieValue(request.headers.cookie, LANGUAGE_COOKIE);
  return isLanguage(cookie) ? cookie : DEFAULT_LANGUAGE;
}

/** An Urdu page is set in Nastaliq when the browser has said it holds the fonts (ADR 2605). */
export function pageInNastaliq(request: FastifyRequest, language: Language): boolean {
  return language === 'ur' && cookieValue(request.headers.cookie, NASTALIQ_COOKIE) === '1';
}
