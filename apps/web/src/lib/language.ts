import { DEFAULT_LANGUAGE, dirOf, isLanguage, type Language } from '@waha/shared';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage-keys';

/** The cookie the server reads to render a page in the visitor's language (ADR 0901). */
export const LANGUAGE_COOKIE = 'lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function storedLanguage(): Language | null {
  const stored = readStorage(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : null;
}

/** The language the server rendered this page in (it set `<html lang>`); Arabic if unreadable. */
export function documentLanguage(): Language {
  const lang = document.documentElement.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** `?lang=` of the current address, when it names a language (a shared link chooses it). */
export function urlLanguage(): Language | null {
  const lang = new URLSearchParams(window.location.search).get('lang');
  return isLanguage(lang) ? lang : null;
}

/** localStorage keeps the choice (SPEC.md section 3); the cookie mirrors it for the server. */
export function rememberLanguage(language: Language): void {
  writeStorage(STORAGE_KEYS.language, language);
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
  // A `?lang=` left in the address would bring the old language back on reload.
  const url = new URL(window.location.href);
  if (url.searchParams.has('lang') && url.searchParams.get('lang') !== language) {
    url.searchParams.set('lang', language);
    window.history.replaceState(window.history.state, '', url);
  }
}

/**
 * `<html lang dir>` follow the language, so the browser, fonts and screen readers agree. Written
 * only when they change: writing `lang` or `dir`, even the same value, makes the browser restyle
 * every element of the page (their `:lang()` and `:dir()` states), a long task on a phone while
 * the page starts.
 */
export function applyDocumentLanguage(language: Language): void {
  const root = document.documentElement;
  if (root.lang !== language) root.lang = language;
  const dir = dirOf(language);
  if (root.dir !== dir) root.dir = dir;
}
