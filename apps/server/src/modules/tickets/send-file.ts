import type { FastifyReply } from 'fastify';

/** A stored ticket file: always a download, never rendered in the site's origin. */
export function sendFile(reply: FastifyReply, name: string, contentType: string, bytes: Buffer) {
  return reply
    .type(contentType)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('content-security-policy', "sandbox; default-src 'none'")
    .header('cache-control', 'no-store')
    .send(bytes);
}
