import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { ErrorEnvelopeSchema, IMAGE_UPLOAD_MAX_BYTES, ImageUploadResultSchema } from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { processImage } from '../../lib/images.js';
import { uploadRefused } from '../../lib/upload-refusal.js';
import type { UploadRefusal } from '../../plugins/metrics-registry.js';
import { auditContext, writeAudit } from '../staff/audit.js';
import { bannerDesk, faqDesk, offerDesk, partnerDesk, postDesk } from './staff-desks.js';
import { branchStaffRoutes, pageStaffRoutes } from './staff-site-routes.js';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  413: ErrorEnvelopeSchema,
  415: ErrorEnvelopeSchema,
};

/**
 * The content desk (role `content`): news posts, FAQ, offers, banners, partners, page texts and
 * branch information, and the image uploads they use. Every write is audited and announced
 * (app.contentChanges).
 */
export const contentStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const desk of [postDesk, faqDesk, offerDesk, bannerDesk, partnerDesk]) await app.register(desk);
  await app.register(pageStaffRoutes);
  await app.register(branchStaffRoutes);

  // Only this desk parses multipart; the one file is read into memory, at most 2 MB (+1 byte to
  // notice a larger one).
  await app.register(multipart, {
    limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });

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
      const refused = (reason: UploadRefusal, error: AppError) =>
        uploadRefused(request, 'content', reason, error);
      if (!request.isMultipart()) {
        const error = new AppError(415, 'unsupported_media_type', { file: ['staff:validation.imageType'] });
        throw refused('malformed', error);
      }
      const file = await request.file();
      if (!file) throw new AppError(400, 'validation_failed', { file: ['validation.required'] });
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          const tooBig = new AppError(413, 'payload_too_large', { file: ['staff:validation.imageTooBig'] });
          throw refused('too_large', tooBig);
        }
        throw error;
      }
      // processImage refuses by status: 413 over the size limit, 415 not an image it can read.
      const variants = await processImage(bytes).catch((error: unknown) => {
        if (error instanceof AppError)
          throw refused(error.statusCode === 413 ? 'too_large' : 'bad_type', error);
        throw error;
      });
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
