import type { ErrorCode, ErrorEnvelope } from '@waha/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';
import { DEPENDENCY_RETRY_AFTER_SECONDS, dependencyFailure, errorKind } from '../lib/dependency-errors.js';
import { message, requestLanguage } from '../lib/messages.js';

const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'service_unavailable',
};

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  fieldKeys?: Record<string, string[]>,
  details?: Record<string, string>,
) {
  const language = requestLanguage(request);
  const body: ErrorEnvelope = { code, message: message(language, `errors.${code}`, details) };
  if (details) body.details = details;
  if (fieldKeys) {
    body.fieldErrors = Object.fromEntries(
      Object.entries(fieldKeys).map(([field, keys]) => [
        field,
        keys.map((key) => message(language, key, details)),
      ]),
    );
  }
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/**
 * The one error handler: every refusal leaves as `{code, message, fieldErrors?}`; a 5xx never
 * carries details (they go to the log with the request id).
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        // A 5xx the app answers on purpose is still a server error: logged with its stack (and
        // cause) under the request id, like any other (ADR 2704).
        if (error.statusCode >= 500) {
          const { message, fields } = error.logEntry();
          request.log.error(fields, message);
        }
        return send(request, reply, error.statusCode, error.code, error.fieldErrors, error.details);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: Record<string, string[]> = {};
        for (const issue of error.validation) {
          const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
          // Typed optional since v7 (fastify's validation error type); zod always sets it.
          (fields[field] ??= []).push(issue.message ?? 'validation.invalid');
        }
        return send(request, reply, 400, 'validation_failed', fields);
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
        return send(request, reply, 500, 'internal_error');
      }
      const dependency = dependencyFailure(error);
      if (dependency) {
        // The dependency's outage, not a bug: 503 with Retry-After, logged with the request id and
        // a safe kind only (pg's message names the host and port). ADR 2701.
        app.metrics.dependencies.requestFailures.inc({ dependency });
        request.log.error({ dependency, kind: errorKind(error) }, 'dependency unavailable');
        reply.header('retry-after', String(DEPENDENCY_RETRY_AFTER_SECONDS));
        return send(request, reply, 503, 'service_unavailable');
      }
      // Load shedding (overload.ts): Retry-After is set; a refusal by design is no error to log.
      if (error.code === 'FST_UNDER_PRESSURE') return send(request, reply, 503, 'overloaded');
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        if (status === 429) reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
        return send(request, reply, status, STATUS_CODES[status] ?? 'bad_request');
      }
      request.log.error({ err: error }, 'unhandled error');
      return send(
        request,
        reply,
        status === 503 ? 503 : 500,
        status === 503 ? 'service_unavailable' : 'internal_error',
      );
    });
  },
  { name: 'errors' },
);

export { send as sendError };
