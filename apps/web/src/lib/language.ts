import { DEFAULT_LANGUAGE, dirOf, isLanguage, type Language } from '@waha/shared';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage-keys';

export function storedLanguage(): Language {
  const stored = readStorage(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export function rememberLanguage(language: Language): void {
  writeStorage(STORAGE_KEYS.language, language);
}

/** `<html lang dir>` follow the language, so the browser, fonts and screen readers agree. */
export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = dirOf(language);
}
