import type { FastifyRequest } from 'fastify';

export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery: a browser always sends Origin on a cross-site write, so a
 * cookie-authenticated write is accepted only from the site's own origin (PUBLIC_ORIGIN, or the
 * origin the request was sent to). A write without Origin is refused too: every such write comes
 * from fetch in the site's own pages.
 */
export function originAllowed(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  if (origin === new URL(publicOrigin).origin) return true;
  return origin === `${request.protocol}://${request.host}`;
}
