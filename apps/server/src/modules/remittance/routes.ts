import {
  ErrorEnvelopeSchema,
  OtpSentSchema,
  REMITTANCE_FORM_SCHEMAS,
  RemittanceConfirmedSchema,
  remittanceConfirmSchema,
  type RemittanceService,
} from '@waha/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { remittanceStaffRoutes } from './staff-routes.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config/index.js';
import { findTransferByReference } from '../../core/repository.js';
import { AppError } from '../../lib/app-error.js';
import { requestLanguage } from '../../lib/messages.js';
import { renderPdf } from '../../lib/pdf/render.js';
import { enforceLimit, rateLimit } from '../../plugins/limiter.js';
import { withRetryAfter } from '../otp/index.js';
import { findRequest } from './repository.js';
import { confirmRequest, requestCode, type RemittanceForm } from './service.js';
import { buildStatementData, statementLinkValid, statementUrl } from './statement.js';
import type { ZodApp } from '../../lib/zod-app.js';
import { dependencyFailure } from '../../lib/dependency-errors.js';

const WINDOW = 15 * 60 * 1000;
/** Per client: lookups (code requests and confirmations together) and code requests alone. */
export const REMITTANCE_LIMITS = {
  client: { bucket: 'remit-client', max: 60, windowMs: WINDOW },
  clientCodes: { bucket: 'remit-client-otp', max: 20, windowMs: WINDOW },
  /** Per subject, so one transfer number or one ID cannot be tried from many addresses. */
  reference: { bucket: 'remit-reference', max: 15, windowMs: WINDOW },
  nationalId: { bucket: 'remit-national-id', max: 30, windowMs: WINDOW },
} as const;

/**
 * The 10-digit transfer number and the 14-digit transaction number of one transfer share ONE
 * lookup allowance: the key is the transfer a reference leads to, or the reference itself when
 * it leads nowhere (so unknown numbers are still limited, and nothing says which exist).
 */
async function limitSubjects(request: FastifyRequest, reply: FastifyReply, form: RemittanceForm) {
  const transfer = await findTransferByReference(request.server.db, form.reference);
  const key = transfer ? `transfer:${transfer.transfer_number}` : `reference:${form.reference}`;
  await enforceLimit(request, reply, REMITTANCE_LIMITS.reference, key);
  await enforceLimit(request, reply, REMITTANCE_LIMITS.nationalId, form.nationalId);
}

const StatementParamsSchema = z.object({ file: z.string().regex(/^ST[A-Z0-9]{8}\.pdf$/) });
const StatementQuerySchema = z.object({ expires: z.coerce.number().int(), token: z.string().max(100) });

export const remittanceRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(remittanceStaffRoutes);
  for (const service of Object.keys(REMITTANCE_FORM_SCHEMAS) as RemittanceService[]) {
    serviceRoutes(app, config, service);
  }
  statementRoute(app, config);
};

/** One service's two steps: a code to the sender on record, then the confirmed request. */
function serviceRoutes(app: ZodApp, config: AppConfig, service: RemittanceService) {
  const deps = { db: app.db, otp: app.otp };
  const FormSchema = REMITTANCE_FORM_SCHEMAS[service] as z.ZodType<RemittanceForm>;

  app.post(
    `/api/remittance/${service}/code`,
    {
      schema: {
        summary: `Checks a ${service} request against the core records and texts a code to the sender`,
        body: FormSchema,
        response: {
          200: OtpSentSchema,
          400: ErrorEnvelopeSchema,
          409: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
        },
      },
      preHandler: [rateLimit(REMITTANCE_LIMITS.client), rateLimit(REMITTANCE_LIMITS.clientCodes)],
    },
    async (request, reply) => {
      await limitSubjects(request, reply, request.body);
      return requestCode(deps, service, request.body, requestLanguage(request)).catch((error: unknown) =>
        withRetryAfter(reply, error),
      );
    },
  );

  app.post(
    `/api/remittance/${service}/confirm`,
    {
      schema: {
        summary: `Confirms a ${service} request with the code and stores it`,
        body: remittanceConfirmSchema(FormSchema),
        response: { 200: RemittanceConfirmedSchema, 400: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema },
      },
      preHandler: rateLimit(REMITTANCE_LIMITS.client),
    },
    async (request, reply) => {
      const { form, code } = request.body;
      await limitSubjects(request, reply, form);
      const confirmed = await confirmRequest(deps, service, form, code, requestLanguage(request));
      if (service !== 'statement') return confirmed;
      return {
        ...confirmed,
        statementUrl: statementUrl(config.sessionSecret, confirmed.reference, new Date()),
      };
    },
  );
}

/** The PDF statement of a confirmed request, behind its short-lived signed link. */
function statementRoute(app: ZodApp, config: AppConfig) {
  app.get(
    '/api/remittance/statements/:file',
    {
      schema: {
        summary: 'The PDF statement of a confirmed request (short-lived signed link)',
        params: StatementParamsSchema,
        querystring: StatementQuerySchema,
        // A PDF on success; refusals use the error envelope (the response type is binary).
      },
      preHandler: rateLimit(REMITTANCE_LIMITS.client),
    },
    async (request, reply) => {
      const reference = request.params.file.slice(0, -4);
      const now = new Date();
      const { expires, token } = request.query;
      if (!statementLinkValid(config.sessionSecret, reference, expires, token, now)) {
        throw new AppError(403, 'link_expired');
      }
      const stored = await findRequest(app.db, reference);
      if (!stored || stored.service !== 'statement') throw new AppError(403, 'link_expired');
      let pdf: Buffer;
      try {
        pdf = renderPdf('statement', await buildStatementData(app.db, stored, now));
      } catch (error) {
        // A database outage is the 503 every request gets meanwhile (plugins/errors.ts), not ours.
        if (dependencyFailure(error)) throw error;
        request.log.error({ err: error }, 'statement PDF failed');
        throw new AppError(500, 'statement_failed');
      }
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="statement-${reference}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
