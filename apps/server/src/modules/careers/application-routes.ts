import multipart from '@fastify/multipart';
import {
  CareerProgramSchema,
  ErrorEnvelopeSchema,
  JobApplicationSchema,
  JobApplicationSubmittedSchema,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import type { LimitRule } from '../../lib/limiter.js';
import { rateLimit } from '../../plugins/limiter.js';
import { checkApplicationFiles, readApplicationBody } from './application-uploads.js';
import { submitApplication } from './application-service.js';

/** Per client, like the other public forms (PRODUCT.md section 11): a few applications an hour. */
export const APPLICATION_LIMIT: LimitRule = { bucket: 'job-application', max: 10, windowMs: 60 * 60 * 1000 };

/** zod issues as fieldErrors under the answer's path (`personal.firstName`, `jobs.0.salary`). */
function fieldErrorsOf(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const fields: Record<string, string[]> = {};
  for (const issue of issues)
    (fields[issue.path.map(String).join('.') || 'answers'] ??= []).push(issue.message);
  return fields;
}

function parseAnswers(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? '');
  } catch {
    return undefined;
  }
}

/**
 * POST /api/careers/applications (/job-application and /abnaa-job-application): the answers as
 * one JSON field `answers` checked by the shared JobApplicationSchema, `program` (standard or
 * abnaa), the six attachments under their kind's name and the drawn `signature` (PNG). Every
 * problem, in the answers or the files, is answered at once as a 400 with fieldErrors.
 */
export const careerApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);
  app.post(
    '/api/careers/applications',
    {
      schema: {
        summary:
          'Submit a job application (multipart: answers as JSON, program, picture, certificate, cv, ' +
          'idPicture, ibanCertificate, nationalAddress, signature; each file at most 2 MB)',
        response: {
          201: JobApplicationSubmittedSchema,
          400: ErrorEnvelopeSchema,
          413: ErrorEnvelopeSchema,
          415: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
        },
      },
      preHandler: rateLimit(APPLICATION_LIMIT),
    },
    async (request, reply) => {
      const body = await readApplicationBody(request);
      const program = CareerProgramSchema.safeParse(body.fields.program);
      const answers = JobApplicationSchema.safeParse(parseAnswers(body.fields.answers));
      const files = await checkApplicationFiles(request, body.files);
      const fieldErrors = {
        ...(program.success ? {} : { program: ['validation.invalid'] }),
        ...(answers.success ? {} : fieldErrorsOf(answers.error.issues)),
        ...files.fieldErrors,
      };
      if (!program.success || !answers.success || Object.keys(fieldErrors).length > 0) {
        throw new AppError(400, 'validation_failed', fieldErrors);
      }
      const saved = await submitApplication(app, program.data, answers.data, files.checked);
      return reply.status(201).send(saved);
    },
  );
};
