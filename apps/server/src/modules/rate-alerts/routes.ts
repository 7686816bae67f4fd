import {
  ErrorEnvelopeSchema,
  nextDigestAt,
  OtpSentSchema,
  RateAlertConfirmSchema,
  RateAlertCreatedSchema,
  RateAlertFormSchema,
  RateAlertListRequestSchema,
  RateAlertListSchema,
  RateAlertPhoneSchema,
  RateAlertSettingsSchema,
  RateAlertStopSchema,
  RateAlertStopViewSchema,
  targetAlreadyMet,
  type ErrorCode,
  type RateAlertForm,
} from '@waha/shared';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { rateLimit } from '../../plugins/limiter.js';
import { withRetryAfter } from '../otp/index.js';
import { activeAlertsOf, createAlert, currentRate, endAlert, findAlert } from './repository.js';
import { alertIdOf } from './stop-link.js';
import { alertView } from './view.js';
import type { ZodApp } from '../../lib/zod-app.js';

const WINDOW = 15 * 60 * 1000;
/** Per client address, beside the code's own per-phone caps (PRODUCT.md section 4). */
export const RATE_ALERT_LIMITS = {
  client: { bucket: 'rate-alert-client', max: 60, windowMs: WINDOW },
  clientCodes: { bucket: 'rate-alert-client-otp', max: 20, windowMs: WINDOW },
} as const;

const errors = {
  400: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
};

/**
 * The checks that need the database and say nothing about the phone: a rate to watch, a target not
 * yet reached. The phone's cap (5 active) is checked only once its code is right, by the insert
 * itself (createAlert): before the code, a 409 would tell anyone whether a number has 5 alerts.
 */
async function checkForm(app: FastifyInstance, form: RateAlertForm) {
  const rate = await currentRate(app.db, form.branch, form.currency);
  if (!rate) throw new AppError(400, 'validation_failed', { currency: ['validation.invalid'] });
  if (form.kind === 'target' && targetAlreadyMet(rate[form.side], form.target!, form.direction))
    throw new AppError(400, 'validation_failed', { target: ['rate-alerts:validation.alreadyMet'] });
}

/** Why a code may be refused: the code service tells them apart, the alert endpoints never do. */
const CODE_REFUSALS: readonly ErrorCode[] = ['otp_invalid', 'otp_expired'];

/**
 * Checks a code to the phone and uses it up. Every refusal (wrong, expired, used up, or no code
 * ever asked for this phone) is the same 400 `otp_rejected`, body and all: which one it was would
 * tell a stranger whether the number has used alerts (issue 37).
 */
async function verifyCode(app: ZodApp, subject: string, code: string): Promise<void> {
  try {
    await app.otp.verify({ purpose: 'rate-alert', subject, code });
  } catch (error) {
    if (error instanceof AppError && CODE_REFUSALS.includes(error.code))
      throw new AppError(400, 'otp_rejected');
    throw error;
  }
}

/**
 * The public side of the alerts (issue 25, deliverable 3): set one after a code to the phone, list
 * and stop one's own after a code, stop one by its signed link. Every body is a POST: nothing
 * personal reaches an address.
 */
export const rateAlertRoutes: FastifyPluginAsyncZod<{ secret: string; digestTime: string }> = async (
  app,
  { secret, digestTime },
) => {
  const client = rateLimit(RATE_ALERT_LIMITS.client);
  const limits = { client, codes: [client, rateLimit(RATE_ALERT_LIMITS.clientCodes)] };
  setAlertRoutes(app, limits, secret, digestTime);
  ownAlertRoutes(app, limits, secret);
  stopRoutes(app, limits, secret);
};

/** The per-client limits: every call, and the calls that text a code. */
interface Limits {
  client: preHandlerAsyncHookHandler;
  codes: preHandlerAsyncHookHandler[];
}

const issue = (app: ZodApp, subject: string, phone: string, language: RateAlertForm['language']) =>
  app.otp.issue({ purpose: 'rate-alert', subject, person: phone, phone, language });

/** Setting an alert: the digest time the form names, a code to the phone, then the alert. */
function setAlertRoutes(app: ZodApp, { client, codes }: Limits, secret: string, digestTime: string) {
  app.get(
    '/api/rate-alerts/settings',
    {
      schema: {
        summary: 'The daily digest time (Riyadh) the alert form names',
        response: { 200: RateAlertSettingsSchema },
      },
    },
    async () => ({ digestTime }),
  );

  app.post(
    '/api/rate-alerts/code',
    {
      schema: {
        summary: 'Checks an alert form and texts a code to the phone it names',
        body: RateAlertFormSchema,
        response: { 200: OtpSentSchema, ...errors },
      },
      preHandler: codes,
    },
    async (request, reply) => {
      const form = request.body;
      await checkForm(app, form);
      return issue(app, `alert:${form.phone}`, form.phone, form.language).catch((e: unknown) =>
        withRetryAfter(reply, e),
      );
    },
  );

  app.post(
    '/api/rate-alerts/confirm',
    {
      schema: {
        summary: 'Confirms the phone with the code and sets the alert (at most 5 active per phone)',
        body: RateAlertConfirmSchema,
        response: { 200: RateAlertCreatedSchema, ...errors },
      },
      preHandler: client,
    },
    async (request) => {
      const { form, code } = request.body;
      await checkForm(app, form);
      await verifyCode(app, `alert:${form.phone}`, code);
      // The cap, only now: createAlert refuses with 409 when the phone already has 5 active.
      const now = new Date();
      const { alert, active } = await createAlert(
        app.db,
        form,
        now,
        nextDigestAt(now, digestTime).toISOString(),
      );
      return { alert: alertView(secret, alert), active };
    },
  );
}

/** A phone's own alerts, listed after a code to it. */
function ownAlertRoutes(app: ZodApp, { client, codes }: Limits, secret: string) {
  app.post(
    '/api/rate-alerts/mine/code',
    {
      schema: {
        summary: "Texts a code to list and stop a phone's alerts",
        body: RateAlertPhoneSchema,
        response: { 200: OtpSentSchema, ...errors },
      },
      preHandler: codes,
    },
    async (request, reply) => {
      const { phone, language } = request.body;
      return issue(app, `list:${phone}`, phone, language).catch((e: unknown) => withRetryAfter(reply, e));
    },
  );

  app.post(
    '/api/rate-alerts/mine',
    {
      schema: {
        summary: "A phone's active alerts, after its code; each with the token that stops it",
        body: RateAlertListRequestSchema,
        response: { 200: RateAlertListSchema, ...errors },
      },
      preHandler: client,
    },
    async (request) => {
      const { phone, code } = request.body;
      await verifyCode(app, `list:${phone}`, code);
      return { items: (await activeAlertsOf(app.db, phone)).map((a) => alertView(secret, a)) };
    },
  );
}

const stopView = (
  alert: { branch_id: number; currency_code: string; kind: 'target' | 'digest' },
  active: boolean,
) => ({
  branch: Number(alert.branch_id),
  currency: alert.currency_code,
  kind: alert.kind,
  active,
});

/** Stopping an alert by its signed token, no login: what the link names, then the stop. */
function stopRoutes(app: ZodApp, { client }: Limits, secret: string) {
  const byToken = async (token: string) => {
    const id = alertIdOf(secret, token);
    const alert = id ? await findAlert(app.db, id) : undefined;
    if (!alert) throw new AppError(403, 'rate_alert_link_invalid');
    return alert;
  };

  app.post(
    '/api/rate-alerts/stop/check',
    {
      schema: {
        summary: 'What a stop link names (opening the link stops nothing)',
        body: RateAlertStopSchema,
        response: { 200: RateAlertStopViewSchema, ...errors },
      },
      preHandler: client,
    },
    async (request) => {
      const alert = await byToken(request.body.token);
      return stopView(alert, alert.status === 'active');
    },
  );

  app.post(
    '/api/rate-alerts/stop',
    {
      schema: {
        summary: "Stops an alert by its signed token (from the SMS link or the owner's list); no login",
        body: RateAlertStopSchema,
        response: { 200: RateAlertStopViewSchema, ...errors },
      },
      preHandler: client,
    },
    async (request) => {
      const alert = await byToken(request.body.token);
      await app.db.transaction().execute((trx) => endAlert(trx, alert.id, 'stopped', new Date()));
      return stopView(alert, false);
    },
  );
}
