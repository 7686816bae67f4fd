import multipart from '@fastify/multipart';
import {
  ErrorEnvelopeSchema,
  OtpSentSchema,
  TicketConfirmSchema,
  TicketFormSchema,
  TicketLookupSchema,
  TicketReplySchema,
  TicketReviewSchema,
  TicketSubmittedSchema,
  TicketViewSchema,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config/index.js';
import { AppError } from '../../lib/app-error.js';
import { requestLanguage } from '../../lib/messages.js';
import { sendStoredFile } from '../../lib/uploads/index.js';
import { rateLimit } from '../../plugins/limiter.js';
import { withRetryAfter } from '../otp/index.js';
import {
  checkReviewable,
  confirmResolution,
  hasReview,
  ownTicket,
  replyToNote,
  saveReview,
  submitTicket,
  ticketView,
} from './customer/service.js';
import { countPastTarget, customerPhone, findResponseFile } from './repository.js';
import { ticketStaffRoutes } from './staff/routes.js';
import { fileLinkValid, readTicketUploads } from './uploads.js';
import type { ZodApp } from '../../lib/zod-app.js';

const WINDOW = 15 * 60 * 1000;
/** Per client (PRODUCT.md section 11): submissions, lookups and code requests. */
export const TICKET_LIMITS = {
  submit: { bucket: 'ticket-submit', max: 10, windowMs: WINDOW },
  client: { bucket: 'ticket-client', max: 60, windowMs: WINDOW },
  codes: { bucket: 'ticket-client-otp', max: 20, windowMs: WINDOW },
} as const;

const errors = {
  400: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
};

/** zod issues of a body that was not parsed by the route schema (the multipart form). */
function fieldErrorsOf(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) (fields[issue.path.map(String).join('.') || '_'] ??= []).push(issue.message);
  return fields;
}

/** The form's text fields: any other part of the multipart body is refused as malformed. */
const TICKET_FORM_FIELDS = Object.keys(TicketFormSchema.shape);

/** A code for one action on one ticket: it confirms nothing else. */
const otpSubject = (action: 'reply' | 'review', id: string) => `ticket-${action}:${id}`;

export const ticketRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(ticketStaffRoutes);
  const secret = config.sessionSecret;
  app.metrics.readOnScrape('ticketsPastTarget', () => countPastTarget(app.db));

  await submitRoute(app);
  lookupRoutes(app, secret);
  answerRoutes(app, secret);
  fileRoute(app, secret);
};

/** A new ticket, with up to three files: only the submission parses multipart, in its own scope. */
function submitRoute(app: ZodApp) {
  return app.register(async (scope) => {
    await scope.register(multipart);
    scope.post(
      '/api/tickets',
      {
        schema: {
          summary: 'Submit a support ticket (multipart: the form fields and up to 3 files named "files")',
          response: {
            201: TicketSubmittedSchema,
            ...errors,
            413: ErrorEnvelopeSchema,
            415: ErrorEnvelopeSchema,
          },
        },
        preHandler: rateLimit(TICKET_LIMITS.submit),
      },
      async (request, reply) => {
        const body = await readTicketUploads(request, 'tickets', TICKET_FORM_FIELDS);
        const parsed = TicketFormSchema.safeParse(body.fields);
        if (!parsed.success) throw new AppError(400, 'validation_failed', fieldErrorsOf(parsed.error.issues));
        const files = await body.read();
        const saved = await submitTicket(app, parsed.data, files, requestLanguage(request));
        return reply.status(201).send(saved);
      },
    );
  });
}

/** The status check, and the codes that confirm an answer or a review. */
function lookupRoutes(app: ZodApp, secret: string) {
  app.post(
    '/api/tickets/status',
    {
      schema: {
        summary: 'Ticket status check: open, solved, no record or unknown, with the follow-up view',
        body: TicketLookupSchema,
        response: { 200: TicketViewSchema, ...errors },
      },
      preHandler: rateLimit(TICKET_LIMITS.client),
    },
    async (request) => ticketView(app, secret, request.body.requestId, request.body.nationalId),
  );

  for (const action of ['reply', 'review'] as const) {
    app.post(
      `/api/tickets/${action}/code`,
      {
        schema: {
          summary: `Texts a code to the ticket owner's phone on record, to confirm a ${action}`,
          body: TicketLookupSchema,
          response: { 200: OtpSentSchema, ...errors },
        },
        preHandler: [rateLimit(TICKET_LIMITS.client), rateLimit(TICKET_LIMITS.codes)],
      },
      async (request, reply) => {
        const ticket = await ownTicket(app, request.body.requestId, request.body.nationalId);
        if (action === 'reply' && ticket.status !== 'awaiting_customer')
          throw new AppError(409, 'ticket_state');
        if (action === 'review') checkReviewable(ticket, await hasReview(app, ticket.id));
        const phone = await customerPhone(app.db, ticket.national_id);
        if (!phone) throw new AppError(409, 'account_not_active');
        return app.otp
          .issue({
            purpose: action === 'reply' ? 'ticket-response' : 'ticket-review',
            subject: otpSubject(action, ticket.id),
            person: ticket.national_id,
            phone,
            language: requestLanguage(request),
          })
          .catch((error: unknown) => withRetryAfter(reply, error));
      },
    );
  }
}

/** The customer's answers on a ticket: a reply to the note, the resolution, and the review. */
function answerRoutes(app: ZodApp, secret: string) {
  app.post(
    '/api/tickets/reply',
    {
      schema: {
        summary: "Answer the employee's note (needs the code)",
        body: TicketReplySchema,
        response: { 200: TicketViewSchema, ...errors },
      },
      preHandler: rateLimit(TICKET_LIMITS.client),
    },
    async (request) => {
      const { requestId, nationalId, text, code } = request.body;
      const ticket = await ownTicket(app, requestId, nationalId);
      if (ticket.status !== 'awaiting_customer') throw new AppError(409, 'ticket_state');
      await app.otp.verify({ purpose: 'ticket-response', subject: otpSubject('reply', ticket.id), code });
      await replyToNote(app, ticket, text);
      return ticketView(app, secret, requestId, nationalId);
    },
  );

  app.post(
    '/api/tickets/confirm',
    {
      schema: {
        summary: 'Confirm the resolution: yes closes the ticket, no escalates it',
        body: TicketConfirmSchema,
        response: { 200: TicketViewSchema, ...errors },
      },
      preHandler: rateLimit(TICKET_LIMITS.client),
    },
    async (request) => {
      const { requestId, nationalId, resolved } = request.body;
      await confirmResolution(app, await ownTicket(app, requestId, nationalId), resolved);
      return ticketView(app, secret, requestId, nationalId);
    },
  );

  app.post(
    '/api/tickets/review',
    {
      schema: {
        summary: 'Review a closed ticket once: face rating 1-5, optional comment (needs the code)',
        body: TicketReviewSchema,
        response: { 200: TicketViewSchema, ...errors },
      },
      preHandler: rateLimit(TICKET_LIMITS.client),
    },
    async (request) => {
      const { requestId, nationalId, code } = request.body;
      const ticket = await ownTicket(app, requestId, nationalId);
      checkReviewable(ticket, await hasReview(app, ticket.id));
      await app.otp.verify({ purpose: 'ticket-review', subject: otpSubject('review', ticket.id), code });
      await saveReview(app, ticket, request.body);
      return ticketView(app, secret, requestId, nationalId);
    },
  );
}

/** A response file of a ticket, behind its short-lived signed link. */
function fileRoute(app: ZodApp, secret: string) {
  app.get(
    '/api/tickets/files/:id',
    {
      schema: {
        summary: 'A response file of a ticket (short-lived signed link from the status check)',
        params: z.object({ id: z.uuid() }),
        querystring: z.object({ expires: z.coerce.number().int(), token: z.string().max(100) }),
      },
      preHandler: rateLimit(TICKET_LIMITS.client),
    },
    async (request, reply) => {
      const { expires, token } = request.query;
      if (!fileLinkValid(secret, request.params.id, expires, token, new Date())) {
        throw new AppError(403, 'link_expired');
      }
      const row = await findResponseFile(app.db, request.params.id);
      const stored = row && (await app.storage.get(row.storage_key));
      if (!row || !stored) throw new AppError(404, 'not_found');
      return sendStoredFile(reply, {
        name: row.file_name,
        contentType: row.content_type,
        bytes: stored.bytes,
      });
    },
  );
}
