import type { FastifyReply } from 'fastify';

/**
 * The one way a stored upload goes back to a caller (the route has already checked the caller may
 * have it): always a download (`attachment`, with the UTF-8 name per RFC 5987/6266 and an ASCII
 * fallback), at the type judged from its bytes when it was stored, never sniffed into another
 * (`nosniff`), never cached, and sandboxed with nothing allowed, so even a browser that did open
 * it could run nothing in the site's origin. An `<img>` still shows an image sent this way.
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: { name: string; contentType: string; bytes: Buffer },
) {
  const fallback = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_');
  return reply
    .type(file.contentType)
    .header(
      'content-disposition',
      `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(file.name)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'")
    .header('cache-control', 'no-store')
    .send(file.bytes);
}

/** RFC 5987 `value-chars`: encodeURIComponent leaves `'()*` and `!` that the grammar does not allow. */
function encodeRfc5987(text: string): string {
  return encodeURIComponent(text).replace(
    /['()*!]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
