import type { PageNotice } from '@waha/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { originAllowed } from '../lib/same-origin.js';
import { sendError } from './errors.js';

/**
 * What a page's own form post may carry before it is refused with 413: the public forms' text
 * fields fit many times over. Multipart (the careers form) has room for its fields and small
 * parts; a real upload never travels this way (the app sends files by XHR).
 */
export const PAGE_POST_LIMITS = {
  'application/x-www-form-urlencoded': 64 * 1024,
  'multipart/form-data': 1024 * 1024,
} as const;

export interface PagePostOptions {
  publicOrigin: string;
  /** Renders the page at the request's address, in the visitor's language, with the notice. */
  sendPage: (request: FastifyRequest, reply: FastifyReply, notice: PageNotice) => Promise<FastifyReply>;
}

/** The site's own pages post their forms: same origin, and (when the browser says) same site. */
function fromOwnPage(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  return originAllowed(request, publicOrigin);
}

/**
 * A form the browser submitted itself (scripts off, or a tap before the page was live) posts to
 * its page's address (components/ui/form.tsx). Its fields are read and thrown away, never parsed,
 * logged or echoed: the answer is the same page, with a notice that nothing was sent and what to
 * do (ADR 2104). A post from another site is refused before its body is read, as any cross-site
 * write is; an unknown /api address stays the JSON 404. Registered encapsulated: only these two
 * form types are accepted here (others get 415), and the API's parsers are untouched.
 */
export async function pagePostRoutes(app: FastifyInstance, { publicOrigin, sendPage }: PagePostOptions) {
  app.removeAllContentTypeParsers();
  for (const [type, bodyLimit] of Object.entries(PAGE_POST_LIMITS)) {
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit }, (_request, _body, done) => {
      done(null, undefined);
    });
  }

  app.post('/*', {
    // Before the body is read: nothing from another site, and no API address, gets that far.
    onRequest: async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname === '/api' || pathname.startsWith('/api/')) {
        return sendError(request, reply, 404, 'not_found');
      }
      if (!fromOwnPage(request, publicOrigin)) return sendError(request, reply, 403, 'forbidden');
    },
    handler: async (request, reply) => sendPage(request, reply, 'formNotSent'),
  });
}
