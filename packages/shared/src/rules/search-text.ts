import { normalizeDigits } from './digits.js';

/**
 * Folds text for searching, so a visitor finds what they mean however they type it: case,
 * Arabic diacritics and tatweel are ignored, the hamza forms of alef (أ إ آ ٱ) match a bare alef,
 * ؤ and ئ match و and ي, taa marbuta matches haa, alef maqsura matches yaa, and the Urdu letter
 * forms (ی ک ہ ۃ) match their Arabic twins, and Arabic-Indic or Urdu digits match ASCII digits. "الغاء" therefore finds "إلغاء".
 */
export function foldForSearch(text: string): string {
  return normalizeDigits(text)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ؤ/g, 'و')
    .replace(/[ئىیې]/g, 'ي')
    .replace(/[ةہۃھ]/g, 'ه')
    .replace(/ک/g, 'ك')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when every word of the query occurs in the text, both folded. */
export function matchesSearch(text: string, query: string): boolean {
  const haystack = foldForSearch(text);
  return foldForSearch(query)
    .split(' ')
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
