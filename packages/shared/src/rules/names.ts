/** Letters of any script and combining marks, with spaces, apostrophes, hyphens and dots. */
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}\s'.-]*$/u;
/** Free text "without symbols": letters, digits, spaces and ordinary punctuation only. */
const PLAIN_TEXT_PATTERN = /^[\p{L}\p{M}\p{N}\s.,،؛;:?؟!'()-]*$/u;

export function collapseSpaces(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

export function nameParts(value: string): string[] {
  const collapsed = collapseSpaces(value);
  return collapsed ? collapsed.split(' ') : [];
}

export function isPersonName(value: string): boolean {
  return NAME_PATTERN.test(collapseSpaces(value));
}

export function hasNameParts(value: string, minimum: number): boolean {
  return nameParts(value).length >= minimum;
}

export function isPlainText(value: string): boolean {
  return PLAIN_TEXT_PATTERN.test(value);
}

/**
 * Compares names the way a clerk would: case, repeated spaces, diacritics, tatweel and the
 * common spelling variants of alef, yaa and taa marbuta do not make two names different.
 */
export function canonicalName(value: string): string {
  return collapseSpaces(value)
    .normalize('NFKD')
    .replace(/[\u064b-\u065f\u0670\u0640\p{M}]/gu, '')
    .replace(/[إأآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .toLowerCase();
}

export function namesMatch(a: string, b: string): boolean {
  return canonicalName(a) === canonicalName(b);
}
