import type { preHandlerAsyncHookHandler } from 'fastify';
import { enforceLimit } from '../../plugins/limiter.js';
import { clientKey } from '../../lib/client-key.js';

export interface RatesLimitSettings {
  max: number;
  windowMs: number;
  exemptIps: string[];
}

export const RATES_BUCKET = 'rates';

/**
 * The per-client limit on the rates API (PRODUCT.md section 11). Past it the answer is 429 and the
 * site asks for the captcha; a client holding a pass (solved captcha) is let through. The pass is
 * only looked up once the count is exceeded, so a normal request costs one counter hit.
 */
export function ratesLimit(settings: RatesLimitSettings): preHandlerAsyncHookHandler {
  const exempt = new Set(settings.exemptIps);
  // Batched: the rates API is the hot read path; a store write per request cost most of its
  // throughput (docs/benchmarks.md, ADR 0401).
  const rule = { bucket: RATES_BUCKET, max: settings.max, windowMs: settings.windowMs, batched: true };
  return async function limitRates(request, reply) {
    const key = clientKey(request);
    if (exempt.has(key)) return;
    await enforceLimit(request, reply, rule, key, () => request.server.captchaStore.hasPass(key));
  };
}
