import type { FastifyRequest } from 'fastify';

/**
 * The client a limit or a captcha pass belongs to: its IP (from X-Forwarded-For only when
 * TRUST_PROXY is set), with IPv4-mapped IPv6 folded to plain IPv4 so one client has one key.
 */
export function clientKey(request: FastifyRequest): string {
  return request.ip.startsWith('::ffff:') ? request.ip.slice('::ffff:'.length) : request.ip;
}
