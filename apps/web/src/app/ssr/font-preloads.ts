import type { Language } from '@waha/shared';
// The same files main.tsx's font stylesheets name: Vite gives both the same hashed address.
import latin from '@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2?url';
import arabic400 from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2?url';
import arabic700 from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2?url';

/**
 * Web fonts a page in this language fetches at once instead of after its stylesheet and layout.
 * Text shown first in a fallback font wraps and sits differently: when the web font swapped in,
 * lines moved and everything below them with it (/vat in Arabic at desktop width, CLS 0.014;
 * /support in Arabic, 0.012, from the Latin font that sets each line's baseline). Urdu preloads
 * nothing: its Nastaliq files (2 x 115 KB) held back the first paint on a phone, so they are
 * `font-display: optional` instead (fonts/urdu.css, ADR 2601).
 */
const PRELOADED: Record<Language, readonly string[]> = {
  ar: [latin, arabic400, arabic700],
  en: [latin],
  ur: [],
};

export function fontPreloadTags(language: Language): string {
  return PRELOADED[language]
    .map((href) => `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin>`)
    .join('\n    ');
}
