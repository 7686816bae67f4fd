import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  ErrorEnvelopeSchema,
  IdParamsSchema,
  IMAGE_UPLOAD_MAX_BYTES,
  ImageUploadResultSchema,
  listOf,
  PostEditSchema,
  StaffPostSchema,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { PostsTable } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { processImage } from '../../lib/images.js';
import { auditContext, writeAudit } from '../staff/audit.js';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  413: ErrorEnvelopeSchema,
  415: ErrorEnvelopeSchema,
};

const view = (p: PostsTable) => ({
  id: p.id,
  title_ar: p.title_ar,
  title_en: p.title_en,
  title_ur: p.title_ur,
  body_ar: p.body_ar,
  body_en: p.body_en,
  body_ur: p.body_ur,
  img: p.img,
  date: p.date,
  published: p.published === 1,
  validFrom: p.valid_from ?? null,
  validUntil: p.valid_until ?? null,
});

type PostInput = z.output<typeof PostEditSchema>;
const columns = (p: PostInput) => ({
  title_ar: p.title_ar,
  title_en: p.title_en,
  title_ur: p.title_ur,
  body_ar: p.body_ar,
  body_en: p.body_en,
  body_ur: p.body_ur,
  img: p.img,
  date: p.date,
  valid_from: p.validFrom,
  valid_until: p.validUntil,
});

/**
 * The content desk (role `content`): news posts in three languages with validity dates and
 * publish/unpublish, and image uploads. Every write announces itself (app.contentChanges).
 */
export const contentStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only this desk parses multipart; the one file is read into memory, at most 2 MB (+1 byte to
  // notice a larger one).
  await app.register(multipart, {
    limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });

  const load = async (id: number) => {
    const row = await app.db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new AppError(404, 'not_found');
    return row;
  };

  app.get(
    '/api/staff/content/posts',
    {
      schema: {
        summary: 'Every news post, drafts included',
        response: { 200: listOf(StaffPostSchema), ...errors },
      },
    },
    async () => {
      const rows = await app.db
        .selectFrom('posts')
        .selectAll()
        .orderBy('date', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return { items: rows.map(view), total: rows.length };
    },
  );

  app.post(
    '/api/staff/content/posts',
    {
      schema: {
        summary: 'Create a news post (unpublished)',
        body: PostEditSchema,
        response: { 201: StaffPostSchema, ...errors },
      },
    },
    async (request, reply) => {
      const id = await app.db.transaction().execute(async (trx) => {
        // Ids are numbers in the public API: the next one, taken inside the transaction.
        const { max } = await trx
          .selectFrom('posts')
          .select(sql<number | string | null>`max(id)`.as('max'))
          .executeTakeFirstOrThrow();
        const next = Number(max ?? 0) + 1;
        await trx
          .insertInto('posts')
          .values({ id: next, poster: null, published: 0, ...columns(request.body) })
          .execute();
        await writeAudit(trx, auditContext(request), {
          action: 'post.create',
          recordType: 'post',
          recordId: String(next),
          after: request.body,
        });
        return next;
      });
      app.contentChanges.notify('posts');
      return reply.status(201).send(view(await load(id)));
    },
  );

  app.put(
    '/api/staff/content/posts/:id',
    {
      schema: {
        summary: 'Edit a news post',
        params: IdParamsSchema,
        body: PostEditSchema,
        response: { 200: StaffPostSchema, ...errors },
      },
    },
    async (request) => {
      const before = await load(request.params.id);
      await app.db.transaction().execute(async (trx) => {
        await trx.updateTable('posts').set(columns(request.body)).where('id', '=', before.id).execute();
        await writeAudit(trx, auditContext(request), {
          action: 'post.update',
          recordType: 'post',
          recordId: String(before.id),
          before: view(before),
          after: request.body,
        });
      });
      app.contentChanges.notify('posts');
      return view(await load(before.id));
    },
  );

  app.post(
    '/api/staff/content/posts/:id/publish',
    {
      schema: {
        summary: 'Publish or unpublish a news post',
        params: IdParamsSchema,
        body: z.object({ published: z.boolean() }),
        response: { 200: StaffPostSchema, ...errors },
      },
    },
    async (request) => {
      const before = await load(request.params.id);
      const published = request.body.published;
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('posts')
          .set({ published: published ? 1 : 0 })
          .where('id', '=', before.id)
          .execute();
        await writeAudit(trx, auditContext(request), {
          action: published ? 'post.publish' : 'post.unpublish',
          recordType: 'post',
          recordId: String(before.id),
          before: { published: before.published === 1 },
          after: { published },
        });
      });
      app.contentChanges.notify('posts');
      return view(await load(before.id));
    },
  );

  app.post(
    '/api/staff/content/images',
    {
      schema: {
        summary:
          'Upload an image (JPEG, PNG or WebP by content, at most 2 MB): re-encoded to WebP at the site widths',
        response: { 201: ImageUploadResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new AppError(415, 'unsupported_media_type', { file: ['staff:validation.imageType'] });
      const file = await request.file();
      if (!file) throw new AppError(400, 'validation_failed', { file: ['validation.required'] });
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError(413, 'payload_too_large', { file: ['staff:validation.imageTooBig'] });
        }
        throw error;
      }
      const variants = await processImage(bytes);
      const id = randomUUID();
      const stored = variants.map((v) => ({ key: `${id}-w${v.width}.webp`, ...v }));
      await Promise.all(stored.map((v) => app.storage.put(v.key, v.bytes, 'image/webp')));
      await writeAudit(app.db, auditContext(request), {
        action: 'image.upload',
        recordType: 'image',
        recordId: id,
        after: { name: file.filename.slice(0, 100), bytes: bytes.length, keys: stored.map((v) => v.key) },
      });
      const out = stored.map((v) => ({ url: `/api/media/${v.key}`, width: v.width }));
      return reply.status(201).send({ url: out[0]!.url, variants: out });
    },
  );
};
