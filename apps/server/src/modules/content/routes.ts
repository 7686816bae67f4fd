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
  PostsResponseSchema,
  TutorialsResponseSchema,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { STORAGE_KEY } from '../../plugins/storage.js';
import { faqStaffRoutes } from './staff-faq-routes.js';
import { offerStaffRoutes } from './staff-offer-routes.js';
import { contentStaffRoutes } from './staff-routes.js';
import { requestLanguage } from '../../lib/messages.js';
import { listBanners, listFaqs, listOffers, listPartners, listPosts, listTutorials } from './repository.js';
import { branchQrSvg, getBranchLocations, getPage, getPost } from './service.js';

const errors = { 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };

/** Read-only site content: what the home page and the informational pages show. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(contentStaffRoutes);
  await app.register(faqStaffRoutes);
  await app.register(offerStaffRoutes);

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

  app.get(
    '/api/banners',
    { schema: { summary: 'Home page banners', response: { 200: BannersResponseSchema } } },
    async (request) => ({ success: true, data: await listBanners(app.db, requestLanguage(request)) }),
  );

  app.get(
    '/api/posts/get-posts',
    { schema: { summary: 'News posts, newest first', response: { 200: PostsResponseSchema } } },
    async () => ({ posts: await listPosts(app.db) }),
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
    async (request) => ({ post: await getPost(app.db, request.params.id) }),
  );

  app.get(
    '/api/partners',
    { schema: { summary: 'Partner logos', response: { 200: PartnersResponseSchema } } },
    async () => ({ partners: await listPartners(app.db) }),
  );

  app.get(
    '/api/branch-locations',
    {
      schema: {
        summary: 'Branch locations with map links and QR images',
        response: { 200: HomeBranchesResponseSchema },
      },
    },
    async () => ({ branches: await getBranchLocations(app.db) }),
  );

  app.get(
    '/api/branch-locations/:id/qr.svg',
    { schema: { summary: "QR code of a branch's map link (SVG)", params: IdParamsSchema } },
    async (request, reply) => {
      const svg = await branchQrSvg(app.db, request.params.id);
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );

  app.get(
    '/api/faqs',
    { schema: { summary: 'Frequently asked questions', response: { 200: FaqsResponseSchema } } },
    async () => ({ faqs: await listFaqs(app.db) }),
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
    async (request) => ({ offers: await listOffers(app.db, request.query.market) }),
  );

  app.get(
    '/api/tutorials',
    { schema: { summary: 'App tutorials', response: { 200: TutorialsResponseSchema } } },
    async () => ({ tutorials: await listTutorials(app.db) }),
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
    async (request) => getPage(app.db, request.params.slug),
  );
};
