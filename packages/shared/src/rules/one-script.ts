/**
 * SPEC.md section 5, job application: "one language per field". A name or a place is written
 * either in Arabic script (Arabic, Urdu) or in Latin script (English), never half of each: a
 * mixed value usually means the keyboard switched language mid-word, and HR files and the
 * printed application need one spelling. Digits, spaces and punctuation belong to no script.
 */
const ARABIC_LETTER = /\p{Script=Arabic}/u;
const LATIN_LETTER = /\p{Script=Latin}/u;

export type TextScript = 'arabic' | 'latin' | 'none' | 'mixed';

export function textScript(value: string): TextScript {
  const arabic = ARABIC_LETTER.test(value);
  const latin = LATIN_LETTER.test(value);
  if (arabic && latin) return 'mixed';
  if (arabic) return 'arabic';
  return latin ? 'latin' : 'none';
}

/** True when the text does not mix Arabic-script and Latin letters. */
export function isOneScript(value: string): boolean {
  return textScript(value) !== 'mixed';
}
