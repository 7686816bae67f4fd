import helmet from '@fastify/helmet';
import { brand, videoPlayerOrigins, type VideoProvider } from '@waha/shared';
import fp from 'fastify-plugin';

/**
 * Server-rendered HTML carries two style attributes Radix Tabs writes itself: `animation-duration:0s`
 * (a tab panel's first render) and `outline:none` (the tab list). Only these exact values are
 * allowed, by hash (`'unsafe-hashes'` applies to attributes only; <style> and scripts stay 'self').
 */
const RADIX_STYLE_HASHES = [
  "'sha256-PhrR5O1xWiklTp5YfH8xWeig83Y/rhbrdb5whLn1pSg='",
  "'sha256-MtxTLcyxVEJFNLEIqbVTaqR4WWr0+lYSZ78AzGmNsuA='",
];

function originOf(url: string | null | undefined): string[] {
  return url ? [new URL(url).origin] : [];
}

/**
 * Strict headers. Third-party origins enter the policy only when the brand profile configures the
 * integration that needs them, so a default install talks to no other host.
 */
export const securityPlugin = fp<{
  production: boolean;
  /** The brand profile's allowed video providers unless given (tests try other profiles). */
  videoProviders?: readonly VideoProvider[];
}>(
  async (app, { production, videoProviders = brand.videoProviders }) => {
    const tagManager = brand.tagManagerId ? ['https://www.googletagmanager.com'] : [];
    const chat = originOf(brand.chatWidget?.scriptUrl);
    // The map host and the privacy-enhanced player host of each allowed video provider: posts
    // linking to any other video host link out, so no other frame origin is ever needed.
    const frames = [...originOf(brand.mapEmbedBaseUrl), ...videoPlayerOrigins(videoProviders)];
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...tagManager, ...chat],
          styleSrc: ["'self'"],
          styleSrcAttr: ["'unsafe-hashes'", ...RADIX_STYLE_HASHES],
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
