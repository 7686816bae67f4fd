import type { FastifyReply } from 'fastify';

/**
 * An applicant's stored file for HR: shown inline (a CV opens in a new tab, the signature in an
 * <img>), never cached, and sandboxed so nothing in it runs with the site's origin. Its type was
 * judged from its bytes when it was stored, and nosniff (security plugin) keeps it at that type.
 */
export function sendStoredFile(reply: FastifyReply, name: string, contentType: string, bytes: Buffer) {
  reply
    .type(contentType)
    .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('cache-control', 'no-store');
  // Chromium will not open its PDF viewer in a sandboxed document; images need no plugin at all.
  if (contentType !== 'application/pdf')
    reply.header('content-security-policy', "sandbox; default-src 'none'");
  return reply.send(bytes);
}
