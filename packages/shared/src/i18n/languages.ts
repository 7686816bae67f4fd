export const LANGUAGES = ['ar', 'en', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ar';

const RTL_LANGUAGES: ReadonlySet<Language> = new Set(['ar', 'ur']);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The one place that decides text direction: Arabic and Urdu are right-to-left. */
export function isRtl(language: Language): boolean {
  return RTL_LANGUAGES.has(language);
}

export function dirOf(language: Language): 'rtl' | 'ltr' {
  return isRtl(language) ? 'rtl' : 'ltr';
}

/**
 * Picks a supported language from an Accept-Language header or a stored value,
 * falling back to the default (Arabic) when nothing matches.
 */
export function pickLanguage(input: string | null | undefined): Language {
  if (!input) return DEFAULT_LANGUAGE;
  for (const part of input.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().slice(0, 2);
    if (isLanguage(tag)) return tag;
  }
  return DEFAULT_LANGUAGE;
}
