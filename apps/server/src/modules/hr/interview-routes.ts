import { randomUUID } from 'node:crypto';
import {
  ErrorEnvelopeSchema,
  INTERVIEW_LIMITS,
  InterviewEvaluationSchema,
  InterviewSubmittedSchema,
  UPLOAD_MESSAGES,
  UPLOAD_RULES,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { storeThenCommit, uploadRefused } from '../../lib/uploads/index.js';
import { rateLimit } from '../../plugins/limiter.js';
import { checkReferences, insertEvaluation } from './repository.js';
import { signaturePng } from './signature.js';

const PER_CLIENT = {
  bucket: 'interview-client',
  max: INTERVIEW_LIMITS.perClient,
  windowMs: INTERVIEW_LIMITS.windowMs,
};

/**
 * The interviewer's evaluation (PRODUCT.md section 9): goes to HR. The signature's bytes are
 * stored first and removed again if the row cannot be written, so a failure leaves no file.
 */
export const interviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/careers/interviews',
    {
      schema: {
        summary: 'Submit an interview evaluation (the interviewer must be an active employee)',
        body: InterviewEvaluationSchema,
        response: { 201: InterviewSubmittedSchema, 400: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
      },
      preHandler: rateLimit(PER_CLIENT),
      // The signature's PNG travels in the JSON as a data URL: more room than the 64 KB default.
      bodyLimit: 2 * UPLOAD_RULES.signature.maxBytes,
    },
    async (request, reply) => {
      const body = request.body;
      const signature = await signaturePng(body.signature);
      if ('refused' in signature) {
        const message = signature.refused === 'empty' ? UPLOAD_MESSAGES.empty : 'hr:validation.signature';
        const error = new AppError(400, 'validation_failed', { signature: [message] });
        throw uploadRefused(request, 'hr', signature.refused, error);
      }
      const png = signature.png;
      const applicationId = await checkReferences(app.db, body);
      const id = randomUUID();
      const key = `signature-${randomUUID()}.png`;
      const now = new Date().toISOString();
      await storeThenCommit(app.storage, [{ key, bytes: png, contentType: 'image/png' }], () =>
        insertEvaluation(app.db, {
          id,
          application_id: applicationId,
          candidate_name: body.candidateName,
          interview_date: body.interviewDate,
          position: body.position,
          nationality: body.nationality,
          years_of_experience: body.yearsOfExperience,
          age: body.age,
          qualifications: body.qualifications,
          ratings: JSON.stringify(body.ratings),
          additional_info: body.additionalInfo,
          recommendation: body.recommendation,
          last_position: body.lastPosition,
          salary_and_benefits: body.salaryAndBenefits,
          requested_position: body.requestedPosition,
          requested_salary: body.requestedSalary,
          interviewer_name: body.interviewerName,
          employee_number: body.employeeNumber,
          signature_key: key,
          created_at: now,
        }),
      );
      return reply.status(201).send({ id, receivedAt: now });
    },
  );
};
