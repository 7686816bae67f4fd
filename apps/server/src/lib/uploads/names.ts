/** Extensions that already say what a stored type is (a JPEG may be called .jpeg). */
const SAME_TYPE: Record<string, readonly string[]> = { jpg: ['jpg', 'jpeg'] };

/**
 * A sender's file name fit to show (the page escapes it) and to offer as a download name: no
 * folder part, no control or bidirectional-override characters, none of the characters that
 * break a header or read as a path on a desktop (quotes, slashes, `<>|:*?`), at most 100
 * characters, and ending in the extension of the type judged from the bytes (a PDF called
 * `cv.html` is saved as `cv.html.pdf`, so no desktop opens it as something else).
 */
export function safeFileName(name: string, extension: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069"<>|:*?]/gu, '')
    .trim()
    .replace(/^\.+/, '');
  const cut = [...base].slice(0, 100).join('').trim();
  if (!cut) return `file.${extension}`;
  const own = cut.split('.').pop()!.toLowerCase();
  const fits = cut.includes('.') && (SAME_TYPE[extension] ?? [extension]).includes(own);
  return fits ? cut : `${cut}.${extension}`;
}
