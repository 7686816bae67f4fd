import { isIP } from 'node:net';
import { z } from 'zod';

/** Names proxy-addr (Fastify's trust-proxy engine) accepts in place of an address. */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false` (default: the socket's address is the client), a number of trusted hops
 * (behind one reverse proxy: 1), or the proxies' addresses/CIDRs. `true` would believe the
 * left-most X-Forwarded-For entry, which the client writes, so it is refused.
 */
export type TrustProxy = false | number | string[];
export const TrustProxySchema = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): TrustProxy => {
    if (value === 'false' || value === '0' || value === '') return false;
    if (value === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          'true is refused: it trusts the client-written X-Forwarded-For; use the number of proxies (1 behind one reverse proxy) or their addresses',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrCidr)) return entries;
    ctx.addIssue({
      code: 'custom',
      message: 'must be false, a number of trusted hops, or comma-separated proxy addresses or CIDRs',
    });
    return z.NEVER;
  });
