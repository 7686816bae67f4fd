/**
 * Customers type on Arabic and Urdu keyboards: Arabic-Indic digits (U+0660-0669) and
 * Extended Arabic-Indic digits used by Urdu and Persian (U+06F0-06F9) must become ASCII
 * digits, never be stripped. The Arabic decimal separator (U+066B) becomes '.', and the
 * Arabic thousands separator (U+066C) is dropped.
 */
const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;

export function normalizeDigits(input: string): string {
  let out = '';
  for (const ch of input) {
    const code = ch.codePointAt(0)!;
    if (code >= ARABIC_INDIC_ZERO && code <= ARABIC_INDIC_ZERO + 9) {
      out += String(code - ARABIC_INDIC_ZERO);
    } else if (code >= EXTENDED_ARABIC_INDIC_ZERO && code <= EXTENDED_ARABIC_INDIC_ZERO + 9) {
      out += String(code - EXTENDED_ARABIC_INDIC_ZERO);
    } else if (ch === '\u066b') {
      out += '.';
    } else if (ch === '\u066c') {
      // thousands separator: meaningless for validation
    } else {
      out += ch;
    }
  }
  return out;
}
