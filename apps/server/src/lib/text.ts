/**
 * NUL (U+0000) becomes the replacement character U+FFFD: PostgreSQL text refuses NUL bytes, so both
 * engines keep U+FFFD in their place and the same text is stored (and shown to staff) everywhere.
 */
export function withoutNul(text: string): string {
  return text.replaceAll('\u0000', '\uFFFD');
}
