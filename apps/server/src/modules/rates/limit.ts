import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
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
// Batched: the rates API is the hot read path; a store write per request cost most of its
// throughput (docs/benchmarks.md, ADR 0401).
const ratesRule = (settings: RatesLimitSettings) =>
  ({ bucket: RATES_BUCKET, max: settings.max, windowMs: settings.windowMs, batched: true }) as const;

export function ratesLimit(settings: RatesLimitSettings): preHandlerAsyncHookHandler {
  const exempt = new Set(settings.exemptIps);
  const rule = ratesRule(settings);
  return async function limitRates(request, reply) {
    const key = clientKey(request);
    if (exempt.has(key)) return;
    await enforceLimit(request, reply, rule, key, () => request.server.captchaStore.hasPass(key));
  };
}

/**
 * The same limit for a page that shows rates rendered on the server (/rates): the render counts as
 * the one rates request the page would otherwise have made, so the HTML is no way around the limit.
 * False past the limit without a pass: the page then comes without rates, and the browser's own
 * request meets the 429 and the captcha, as on the API.
 */
export function ratesRenderAllowed(settings: RatesLimitSettings) {
  const exempt = new Set(settings.exemptIps);
  const rule = ratesRule(settings);
  return async (request: FastifyRequest): Promise<boolean> => {
    const key = clientKey(request);
    if (exempt.has(key)) return true;
    const outcome = await request.server.limiter.hit(rule, key);
    return outcome.allowed || (await request.server.captchaStore.hasPass(key));
  };
}
