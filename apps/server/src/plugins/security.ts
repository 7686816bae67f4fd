import helmet from '@fastify/helmet';
import { brand } from '@waha/shared';
import fp from 'fastify-plugin';

/** sha256 of the style attribute value `animation-duration:0s`. */
const RADIX_TABS_STYLE_HASH = 'sha256-PhrR5O1xWiklTp5YfH8xWeig83Y/rhbrdb5whLn1pSg=';

function originOf(url: string | null | undefined): string[] {
  return url ? [new URL(url).origin] : [];
}

/**
 * Strict headers. Third-party origins enter the policy only when the brand profile configures the
 * integration that needs them, so a default install talks to no other host.
 */
export const securityPlugin = fp<{ production: boolean }>(
  async (app, { production }) => {
    const tagManager = brand.tagManagerId ? ['https://www.googletagmanager.com'] : [];
    const chat = originOf(brand.chatWidget?.scriptUrl);
    const frames = [...originOf(brand.mapEmbedBaseUrl), ...originOf(brand.videoEmbedBaseUrl)];
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...tagManager, ...chat],
          styleSrc: ["'self'"],
          // Server-rendered HTML carries one style attribute Radix Tabs writes on first render
          // ("animation-duration:0s"); only that exact value is allowed, by its hash.
          styleSrcAttr: ["'unsafe-hashes'", `'${RADIX_TABS_STYLE_HASH}'`],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", ...tagManager, ...chat],
          frameSrc: ["'self'", ...frames],
          // The proof-of-work captcha runs in a blob: worker.
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(production ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      hsts: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security' },
);
