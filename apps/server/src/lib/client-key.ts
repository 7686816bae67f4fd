import type { FastifyRequest } from 'fastify';
import { clientAddress } from '../plugins/limiter.js';

/**
 * The client a limit or a captcha pass belongs to: its IP (from X-Forwarded-For only when
 * TRUST_PROXY is set), with IPv4-mapped IPv6 folded to plain IPv4 so one client has one key.
 * A client that hung up after its body may have no address left: see clientAddress.
 */
export function clientKey(request: FastifyRequest): string {
  const ip = clientAddress(request);
  return ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
}
