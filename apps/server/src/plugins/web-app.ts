import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import {
  dirOf,
  type Language,
  NASTALIQ_CLASS,
  type PageNotice,
  type PostSummary,
  type SsrContentSource,
  type SsrRender,
} from '@waha/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEPENDENCY_RETRY_AFTER_SECONDS } from '../lib/dependency-errors.js';
import { pageErrorStatus } from '../lib/page-error-status.js';
import { sendError } from './errors.js';
import { pageInNastaliq, pageLanguage } from './page-language.js';
import { pagePostRoutes } from './page-post.js';
import { robotsTxt, sitemapXml, type SitemapRoute } from './seo-files.js';

interface ServerEntry {
  render: SsrRender;
  APP_ROUTES: SitemapRoute[];
}

export interface WebAppOptions {
  /** The web build: client/ (served) and server/entry-server.js (renders pages). */
  distDir: string;
  publicOrigin: string;
  /** What pages render from, and every visible post for the sitemap. */
  content: SsrContentSource & { allPosts(): Promise<PostSummary[]> };
  /** Parts of the content read differently per request (rates, under the visitor's own limit). */
  forRequest?: (request: FastifyRequest) => Partial<SsrContentSource>;
}

/** The page without server HTML: the browser renders it (no hydration data, so no hydration). */
const BARE_PAGE = { kind: 'page', status: 200, head: '', html: '', data: '' } as const;

/**
 * Security headers that govern a document (what it may load, frame or open) and mean nothing on a
 * script, stylesheet, font or image. helmet sets them on every response; on the hashed assets they
 * were about 0.8 KB per file, a quarter of the home page's JavaScript bytes (ADR 0903). Kept on
 * assets: nosniff, Cross-Origin-Resource-Policy and HSTS, which do apply to them.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

function isStaffPage(pathname: string): boolean {
  return pathname === '/staff' || pathname.startsWith('/staff/');
}

/**
 * Serves the web app: hashed assets precompressed and cached for a year, and every other non-API
 * GET rendered on the server per request in the visitor's language (ADR 0901), and a form's own
 * post answered with its page (ADR 2104). Unknown /api/* paths get the JSON 404 envelope.
 */
export const webAppPlugin = fp<WebAppOptions>(
  async (app, options) => {
    const { distDir, publicOrigin, content } = options;
    const clientDir = path.join(distDir, 'client');
    const templateFile = path.join(clientDir, 'index.html');
    const entryFile = path.join(distDir, 'server', 'entry-server.js');
    const hasBuild = existsSync(templateFile) && existsSync(entryFile);
    if (!hasBuild) app.log.warn({ distDir }, 'web app not built: only the API is served');
    if (hasBuild) await registerStaticFiles(app, clientDir);
    // Read once: both only change with a new build, which means a restart.
    const template = hasBuild ? readFileSync(templateFile, 'utf8') : null;
    const entry = hasBuild ? ((await import(pathToFileURL(entryFile).href)) as ServerEntry) : null;

    app.get('/robots.txt', async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(robotsTxt(publicOrigin)),
    );
    if (entry) {
      app.get('/sitemap.xml', async (_request, reply) =>
        reply
          .type('application/xml; charset=utf-8')
          .header('cache-control', 'public, max-age=3600')
          .send(sitemapXml(publicOrigin, entry.APP_ROUTES, await content.allPosts())),
      );
    }

    const sendPage = pageSender(options, template, entry);
    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !pathname.startsWith('/api/') &&
        pathname !== '/api';
      if (!wantsPage) return sendError(request, reply, 404, 'not_found');
      return sendPage(request, reply);
    });
    // A form's own post (no scripts): the same page, saying nothing was sent (page-post.ts).
    await app.register(pagePostRoutes, { publicOrigin, sendPage });
  },
  { name: 'web-app' },
);

async function registerStaticFiles(app: FastifyInstance, clientDir: string) {
  // Hashed files: a new content is a new name, so a browser keeps each for a year and never
  // asks again. No ETag or Last-Modified (nothing ever revalidates them), no byte ranges
  // (scripts and fonts are read whole), no request id (the log line keeps it; nobody quotes
  // one for a script) and none of the document's security headers: bytes every script and
  // font of a first visit carried.
  await app.register(fastifyStatic, {
    root: path.join(clientDir, 'assets'),
    prefix: '/assets/',
    preCompressed: true,
    cacheControl: false,
    etag: false,
    lastModified: false,
    acceptRanges: false,
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.removeHeader('x-request-id');
      // helmet writes its headers on the raw Node response, not through the reply.
      for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
    },
  });
  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    wildcard: true,
    decorateReply: false,
    // The .br/.gz copies written at build time (apps/web/scripts/post-build.mjs).
    preCompressed: true,
    cacheControl: false,
    // index.html is the render's template, never a file of its own; assets are served above.
    allowedPath: (pathname) =>
      pathname !== '/' && pathname !== '/index.html' && !pathname.startsWith('/assets/'),
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=3600');
    },
  });
}

type PageResult = Awaited<ReturnType<SsrRender>>;

/** Sends the page at the request's address, rendered in the visitor's language (with a notice). */
function pageSender(
  { publicOrigin, content, forRequest }: WebAppOptions,
  template: string | null,
  entry: ServerEntry | null,
) {
  return async (request: FastifyRequest, reply: FastifyReply, notice?: PageNotice) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!template || !entry) return sendError(request, reply, 503, 'service_unavailable');

    const language = pageLanguage(request, reply);
    const nastaliq = pageInNastaliq(request, language);
    // The page depends on the language cookie: no shared cache may hand it to someone else.
    reply.header('cache-control', 'private, no-cache').header('vary', 'cookie');
    let result: PageResult;
    try {
      // The back office is rendered in the browser only: per person, behind a sign-in.
      result = isStaffPage(pathname)
        ? BARE_PAGE
        : await entry.render({
            url: request.url,
            origin: publicOrigin,
            language,
            nastaliq,
            content: forRequest ? { ...content, ...forRequest(request) } : content,
            notice,
            // An error page shows the id; its failure comes back below for the log (ADR 2704).
            requestId: request.id,
            errorStatus: pageErrorStatus,
          });
    } catch (error) {
      // Even the error page failed: the browser renders the page, under the failure's status.
      request.log.error({ err: error }, 'server render failed; sending the page for the browser to render');
      result = { ...BARE_PAGE, status: pageErrorStatus(error) };
    }
    if (result.kind === 'page' && result.failure !== undefined)
      logPageFailure(request, result.status, result.failure);
    if (result.kind === 'redirect') {
      // After a post, "see other": the browser follows with a GET, never a second post.
      return reply.redirect(result.location, request.method === 'POST' ? 303 : result.status);
    }
    // A page's 503 is a dependency's outage (lib/page-error-status.ts): as for the API's 503
    // (plugins/errors.ts), Retry-After says when trying again may work.
    if (result.status === 503) reply.header('retry-after', String(DEPENDENCY_RETRY_AFTER_SECONDS));
    const page = fillTemplate(template, language, nastaliq, result);
    return reply.status(result.status).type('text/html; charset=utf-8').send(page);
  };
}

/**
 * A page's loader or render failed and the visitor got the error page: the failure, with its
 * stack, goes to the log under the request's id (the id the page shows). A 5xx is an error; a
 * 404 from a value the database could not read is a warning (a check missing before a query).
 */
function logPageFailure(request: FastifyRequest, status: number, failure: unknown) {
  if (status >= 500) request.log.error({ err: failure, status }, 'page failed');
  else request.log.warn({ err: failure, status }, 'page failed on a value of its address');
}

function fillTemplate(
  template: string,
  language: Language,
  nastaliq: boolean,
  result: Exclude<PageResult, { kind: 'redirect' }>,
): string {
  return template
    .replace(
      '<html lang="ar" dir="rtl">',
      () =>
        `<html lang="${language}" dir="${dirOf(language)}"${nastaliq ? ` class="${NASTALIQ_CLASS}"` : ''}>`,
    )
    .replace('<!--app-head-->', () => result.head)
    .replace('<!--app-html-->', () => result.html)
    .replace('<!--app-data-->', () =>
      result.data ? `<script type="application/json" id="ssr-data">${result.data}</script>` : '',
    );
}
