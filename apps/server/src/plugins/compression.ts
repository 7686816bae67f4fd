import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import fp from 'fastify-plugin';

/**
 * Every text answer compressed (brotli, else gzip) and tagged: the built assets come precompressed
 * from disk (web-app.ts), pages and API answers are compressed here. Brotli at quality 5 is about
 * as fast as gzip and smaller; 11 is for build time. ETags let a browser revalidate a page or an
 * API answer with a 304 instead of downloading it again.
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      encodings: ['br', 'gzip'],
      threshold: 1024,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
      zlibOptions: { level: 6 },
    });
    await app.register(etag, { weak: true });
  },
  { name: 'compression' },
);
