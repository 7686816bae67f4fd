import { UPLOAD_RULES, type PageNotice } from '@waha/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { originAllowed } from '../lib/same-origin.js';
import { sendError } from './errors.js';

/**
 * What a page's own form post may carry before it is refused with 413: the public forms' text
 * fields fit many times over. Multipart is the careers form, whose file inputs work without
 * scripts too: room for every file it allows at full size, plus its fields, so an applicant
 * whose scripts failed still gets the page and the notice, not an error.
 */
export const PAGE_POST_LIMITS = {
  'application/x-www-form-urlencoded': 64 * 1024,
  'multipart/form-data': UPLOAD_RULES.careers.maxFiles * UPLOAD_RULES.careers.maxBytes + 1024 * 1024,
} as const;

/**
 * Reads a multipart body to its end and keeps none of it: a careers post can be megabytes of
 * personal documents, which must not sit in memory for a page that only says "not sent".
 */
function drainMultipart(
  _request: FastifyRequest,
  payload: NodeJS.ReadableStream,
  done: (error: Error | null, body?: undefined) => void,
) {
  let seen = 0;
  let finished = false;
  const finish = (error: Error | null) => {
    if (finished) return;
    finished = true;
    done(error);
  };
  payload.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > PAGE_POST_LIMITS['multipart/form-data']) {
      payload.removeAllListeners('data');
      payload.resume();
      finish(new AppError(413, 'payload_too_large'));
    }
  });
  payload.on('end', () => finish(null));
  payload.on('error', (error) => finish(error));
}

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
  const urlencoded = 'application/x-www-form-urlencoded';
  app.addContentTypeParser(
    urlencoded,
    { parseAs: 'buffer', bodyLimit: PAGE_POST_LIMITS[urlencoded] },
    (_request, _body, done) => done(null, undefined),
  );
  app.addContentTypeParser('multipart/form-data', drainMultipart);

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
