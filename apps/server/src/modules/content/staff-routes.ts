import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { ImageUploadResultSchema, UPLOAD_MESSAGES, UPLOAD_RULES } from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import {
  collectParts,
  judgeFiles,
  refuse,
  storeThenCommit,
  webVariants,
  type FileProblem,
} from '../../lib/uploads/index.js';
import { auditContext, writeAudit } from '../staff/index.js';
import { bannerDesk, faqDesk, offerDesk, partnerDesk, postDesk } from './staff-desks.js';
import { branchStaffRoutes, pageStaffRoutes } from './staff-site-routes.js';
import { errorResponses } from '../../lib/error-responses.js';

const errors = errorResponses(400, 401, 403, 413, 415);

const IMAGE_MESSAGES: Record<FileProblem, string> = {
  too_large: 'staff:validation.imageTooBig',
  bad_type: 'staff:validation.imageType',
  unsafe: 'staff:validation.imageType',
  empty: UPLOAD_MESSAGES.empty,
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

  // Only this desk parses multipart; the one file is read into memory (UPLOAD_RULES.contentImages).
  await app.register(multipart);

  app.post(
    '/api/staff/content/images',
    {
      config: { permission: 'content.write' },
      schema: {
        summary:
          'Upload an image (JPEG, PNG or WebP by content, at most 2 MB): re-encoded to WebP at the site widths',
        response: { 201: ImageUploadResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const rule = UPLOAD_RULES.contentImages;
      const body = await collectParts(request, {
        area: 'content',
        rule,
        textFields: [],
        isFileField: (name) => name === 'file',
        tooMany: { field: 'file', message: 'validation.invalid' },
      });
      // Judged by content but not re-encoded here: webVariants draws it again at each width.
      const judged = await judgeFiles(request, body.files, {
        area: 'content',
        rule,
        reencode: false,
        messageOf: (_field, problem) => IMAGE_MESSAGES[problem],
      });
      if (judged.error) throw judged.error;
      const file = judged.accepted[0];
      if (!file) throw new AppError(400, 'validation_failed', { file: ['validation.required'] });
      const variants = await webVariants(file.bytes).catch(() => {
        throw refuse(request, 'content', 'bad_type', { file: [IMAGE_MESSAGES.bad_type] });
      });
      const id = randomUUID();
      const stored = variants.map((v) => ({ key: `${id}-w${v.width}.webp`, ...v }));
      const writes = stored.map((v) => ({ key: v.key, bytes: v.bytes, contentType: 'image/webp' }));
      // The audit entry is the record that names the keys (pages name the URL when saved).
      await storeThenCommit(app.storage, writes, () =>
        writeAudit(app.db, auditContext(request), {
          action: 'image.upload',
          recordType: 'image',
          recordId: id,
          after: {
            name: file.name.slice(0, 100),
            bytes: file.bytes.length,
            keys: stored.map((v) => v.key),
          },
        }),
      );
      const out = stored.map((v) => ({ url: `/api/media/${v.key}`, width: v.width }));
      return reply.status(201).send({ url: out[0]!.url, variants: out });
    },
  );
};
