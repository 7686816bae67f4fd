import helmet from '@fastify/helmet';
import { brand } from '@waha/shared';
import fp from 'fastify-plugin';

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
