/**
 * Web-page markup a browser would act on if it ever read the bytes as HTML or SVG. A PDF has no
 * use for any of these: its text sits in (usually compressed) content streams and its metadata is
 * XMP (`<x:xmpmeta`, `<rdf:`), neither of which contains them. Every needle is at least 5 bytes:
 * compressed stream data is close to random, and a 4-byte needle (`<img`) would turn up by chance
 * in about 1 of 250 PDFs of 2 MB; at 5 bytes it is about 1 in 10,000 for the largest files
 * (ADR 2102).
 */
const MARKUP = [
  '<html',
  '<!doctype',
  '<body',
  '<script',
  '<iframe',
  '<frame',
  '<object',
  '<embed',
  '<form',
  'javascript:',
  'onload=',
  'onerror=',
].map((text) => Buffer.from(text, 'latin1'));

/**
 * Whether the bytes anywhere hold web-page markup (case-insensitive): a file that is both a PDF
 * and a page (markup before the header, inside or after `%%EOF`). Lower-casing each byte keeps the
 * scan one pass over a copy, a few milliseconds for 2 MB.
 */
export function containsMarkup(bytes: Buffer): boolean {
  const lower = Buffer.from(bytes);
  for (let i = 0; i < lower.length; i++) {
    const byte = lower[i]!;
    if (byte >= 0x41 && byte <= 0x5a) lower[i] = byte + 0x20;
  }
  return MARKUP.some((needle) => lower.includes(needle));
}
