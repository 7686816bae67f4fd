import type { Language } from '@waha/shared';
// The same files the entry's font stylesheets name: Vite gives both the same hashed address.
import latin from '@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2?url';
import arabic400 from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2?url';
import arabic700 from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2?url';
import nastaliq400 from '@urdu-fonts/nastaliq-400.woff2?url';
import nastaliq700 from '@urdu-fonts/nastaliq-700.woff2?url';

/**
 * Web fonts a page in this language fetches at once instead of after its stylesheet and layout.
 * Text shown first in a fallback font wraps and sits differently: when the web font swapped in,
 * lines moved and everything below them with it (/vat in Arabic at desktop width, CLS 0.014;
 * /support in Arabic, 0.012, from the Latin font that sets each line's baseline). Urdu pages are
 * set in naskh, as Arabic ones, until the browser holds the Nastaliq files; then in Nastaliq,
 * preloaded from its cache (ADR 2605).
 */
const PRELOADED: Record<Language, readonly string[]> = {
  ar: [latin, arabic400, arabic700],
  en: [latin],
  ur: [latin, arabic400, arabic700],
};
const NASTALIQ_PRELOADED = [latin, nastaliq400, nastaliq700];

export function fontPreloadTags(language: Language, nastaliq = false): string {
  const files = language === 'ur' && nastaliq ? NASTALIQ_PRELOADED : PRELOADED[language];
  return files
    .map((href) => `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin>`)
    .join('\n    ');
}
