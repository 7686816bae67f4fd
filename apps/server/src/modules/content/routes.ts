import {
  BannersResponseSchema,
  ErrorEnvelopeSchema,
  FaqsResponseSchema,
  HomeBranchesResponseSchema,
  IdParamsSchema,
  OffersQuerySchema,
  OffersResponseSchema,
  PageParamsSchema,
  PageSchema,
  PartnersResponseSchema,
  PostResponseSchema,
  PostsQuerySchema,
  PostsResponseSchema,
  TutorialsResponseSchema,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { STORAGE_KEY } from '../../plugins/storage.js';
import { contentStaffRoutes } from './staff-routes.js';
import { requestLanguage } from '../../lib/messages.js';
import type { ContentReader } from './reader.js';
import { errorResponses } from '../../lib/error-responses.js';
import type { ZodApp } from '../../lib/zod-app.js';

const errors = errorResponses(400, 404);

const found = <T>(value: T | null): T => {
  if (value === null) throw new AppError(404, 'not_found');
  return value;
};

/**
 * Read-only site content: what the home page and the informational pages show, through the same
 * cached reader the server render uses. Browsers may reuse an answer as long as the server does.
 */
export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentReader; cacheSeconds: number }> = async (
  app,
  { content, cacheSeconds },
) => {
  app.addHook('onSend', async (request, reply) => {
    // Public reads only: the staff desks registered below answer per person and are never shared.
    const publicRead = request.method === 'GET' && !request.url.startsWith('/api/staff');
    if (publicRead && reply.statusCode === 200 && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', `public, max-age=${cacheSeconds}`);
    }
  });
  await app.register(contentStaffRoutes);
  mediaRoute(app);
  homeRoutes(app, content);
  pageRoutes(app, content);
};

/** Uploaded images by their storage key. */
function mediaRoute(app: ZodApp) {
  app.get(
    '/api/media/:key',
    {
      schema: {
        summary: 'An uploaded image (re-encoded by the server)',
        params: z.object({ key: z.string().regex(STORAGE_KEY) }),
      },
    },
    async (request, reply) => {
      const file = await app.storage.get(request.params.key);
      if (!file) throw new AppError(404, 'not_found');
      // Keys are new for every upload: the bytes behind one never change.
      return reply
        .type(file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  );
}

/** What the home page shows: banners, news, partners and branches. */
function homeRoutes(app: ZodApp, content: ContentReader) {
  app.get(
    '/api/banners',
    { schema: { summary: 'Home page banners', response: { 200: BannersResponseSchema } } },
    async (request, reply) => {
      // The titles come in the caller's language.
      reply.header('vary', 'accept-language');
      return { success: true, data: await content.banners(requestLanguage(request)) };
    },
  );

  app.get(
    '/api/posts/get-posts',
    {
      schema: {
        summary: "News posts, newest first, a page at a time (`after`: the previous page's `next`)",
        querystring: PostsQuerySchema,
        response: { 200: PostsResponseSchema, ...errors },
      },
    },
    async (request) => content.posts(request.query.after),
  );

  app.get(
    '/api/posts/:id',
    {
      schema: {
        summary: 'One news post with its text in three languages',
        params: IdParamsSchema,
        response: { 200: PostResponseSchema, ...errors },
      },
    },
    async (request) => ({ post: found(await content.post(request.params.id)) }),
  );

  app.get(
    '/api/partners',
    { schema: { summary: 'Partner logos', response: { 200: PartnersResponseSchema } } },
    async () => ({ partners: await content.partners() }),
  );

  app.get(
    '/api/branch-locations',
    {
      schema: {
        summary: 'Branch locations with map links and QR images',
        response: { 200: HomeBranchesResponseSchema },
      },
    },
    async () => ({ branches: await content.branches() }),
  );

  app.get(
    '/api/branch-locations/:id/qr.svg',
    { schema: { summary: "QR code of a branch's map link (SVG)", params: IdParamsSchema } },
    async (request, reply) => {
      const svg = await content.branchQr(request.params.id);
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
}

/** The informational pages: questions, offers, tutorials and the pages by slug. */
function pageRoutes(app: ZodApp, content: ContentReader) {
  app.get(
    '/api/faqs',
    { schema: { summary: 'Frequently asked questions', response: { 200: FaqsResponseSchema } } },
    async () => ({ faqs: await content.faqs() }),
  );

  app.get(
    '/api/offers',
    {
      schema: {
        summary: 'Offers, all or for one market',
        querystring: OffersQuerySchema,
        response: { 200: OffersResponseSchema, 400: ErrorEnvelopeSchema },
      },
    },
    async (request) => ({ offers: await content.offers(request.query.market) }),
  );

  app.get(
    '/api/tutorials',
    { schema: { summary: 'App tutorials', response: { 200: TutorialsResponseSchema } } },
    async () => ({ tutorials: await content.tutorials() }),
  );

  app.get(
    '/api/pages/:slug',
    {
      schema: {
        summary: 'An informational page (about, legal, offers) in three languages',
        params: PageParamsSchema,
        response: { 200: PageSchema, ...errors },
      },
    },
    async (request) => found(await content.page(request.params.slug)),
  );
}
