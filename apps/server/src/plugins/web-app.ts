import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { sendError } from './errors.js';

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never cached,
 * and every non-API GET that is not a file answered with index.html (the router decides).
 * Unknown /api/* paths get the JSON 404 envelope.
 */
export const webAppPlugin = fp<{ distDir: string }>(
  async (app, { distDir }) => {
    const indexFile = path.join(distDir, 'index.html');
    const hasBuild = existsSync(indexFile);
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: distDir,
        index: false,
        wildcard: true,
        // Our own cache headers below; the root directory itself is the SPA, not a listing.
        cacheControl: false,
        allowedPath: (pathname) => pathname !== '/',
        setHeaders(res, filePath) {
          const immutable = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
          res.setHeader(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
    } else {
      app.log.warn({ distDir }, 'web app not built: only the API is served');
    }
    // Read once: the file only changes with a new build, which means a restart.
    const indexHtml = hasBuild ? readFileSync(indexFile) : null;

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !pathname.startsWith('/api/') &&
        pathname !== '/api';
      if (!wantsPage) return sendError(request, reply, 404, 'not_found');
      if (!indexHtml) return sendError(request, reply, 503, 'service_unavailable');
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    });
  },
  { name: 'web-app' },
);
