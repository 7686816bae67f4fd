import { z } from '../zod.js';
import { LANGUAGES } from '../i18n/languages.js';
import { normalizeDigits } from '../rules/digits.js';
import { MobileSchema } from '../rules/phone.js';
import { OtpCodeSchema } from './otp.js';
import {
  RATE_ALERT_DIRECTIONS,
  RATE_ALERT_KINDS,
  RATE_ALERT_SIDES,
  type RateAlertDirection,
  type RateAlertKind,
  type RateAlertSide,
} from '../rules/rate-alerts.js';

/** A rate as typed: any digit script, the Arabic decimal separator; at most 6 places, above 0. */
const TARGET = /^(?:0|[1-9][0-9]{0,5})(?:\.[0-9]{1,6})?$/;
const isTarget = (value: string) => TARGET.test(value) && Number(value) > 0;

const digitsText = z.string({ error: 'validation.required' }).transform((v) => normalizeDigits(v).trim());

/**
 * The alert form on /rates/history (issue 25, deliverable 3), one schema for the page and for
 * POST /api/rate-alerts/code and /confirm. A target alert needs a side, a direction and a target; a
 * daily digest needs none. The phone becomes E.164. The consent box must be ticked.
 */
export const RateAlertFormSchema = z
  .object({
    branch: digitsText.pipe(
      z
        .string()
        .regex(/^[0-9]{1,6}$/, { error: 'validation.required' })
        .transform(Number),
    ),
    currency: z
      .string({ error: 'validation.required' })
      .transform((value) => value.trim().toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{3}$/, { error: 'validation.required' })),
    kind: z.enum(RATE_ALERT_KINDS, { error: 'validation.required' }),
    side: z.enum(RATE_ALERT_SIDES, { error: 'validation.required' }),
    direction: z.enum(RATE_ALERT_DIRECTIONS, { error: 'validation.required' }),
    /** Ignored for a digest (the page may still send what was typed before switching). */
    target: digitsText,
    phone: MobileSchema,
    language: z.enum(LANGUAGES, { error: 'validation.required' }),
    consent: z.literal(true, { error: 'rate-alerts:validation.consent' }),
  })
  // `when`: judged even while another field is wrong, so every message shows at once.
  .refine((form) => form.kind !== 'target' || isTarget(form.target), {
    path: ['target'],
    error: 'rate-alerts:validation.target',
    when: ({ value }) => {
      const v = value as { kind?: unknown; target?: unknown };
      return typeof v.target === 'string';
    },
  })
  .transform((form) => ({ ...form, target: form.kind === 'target' ? normalizeTarget(form.target) : null }));
export type RateAlertFormInput = z.input<typeof RateAlertFormSchema>;
export type RateAlertForm = z.output<typeof RateAlertFormSchema>;

/** "3.7500" -> "3.75", "4." never passes: the stored and printed target is the shortest form. */
function normalizeTarget(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

export const RateAlertConfirmSchema = z.object({ form: RateAlertFormSchema, code: OtpCodeSchema });

/** Listing and deleting one's alerts: the phone, then the phone and its code (all POST bodies). */
export const RateAlertPhoneSchema = z.object({
  phone: MobileSchema,
  language: z.enum(LANGUAGES, { error: 'validation.required' }),
});
export type RateAlertPhoneInput = z.input<typeof RateAlertPhoneSchema>;
export const RateAlertListRequestSchema = z.object({ phone: MobileSchema, code: OtpCodeSchema });

/** One alert as its owner sees it; `stopToken` stops it (the same token as the SMS link's). */
export const RateAlertViewSchema = z.object({
  id: z.string(),
  branch: z.number(),
  currency: z.string(),
  kind: z.enum(RATE_ALERT_KINDS),
  side: z.enum(RATE_ALERT_SIDES).nullable(),
  direction: z.enum(RATE_ALERT_DIRECTIONS).nullable(),
  target: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  stopToken: z.string(),
});
export type RateAlertView = z.infer<typeof RateAlertViewSchema>;
export const RateAlertListSchema = z.object({ items: z.array(RateAlertViewSchema) });

export const RateAlertCreatedSchema = z.object({
  alert: RateAlertViewSchema,
  /** Active alerts of this phone, this one included (at most RATE_ALERT_RULES.maxActivePerPhone). */
  active: z.number(),
});

/** The stop page's token (from the SMS link, `?t=`): the alert's id and its signature. */
export const RateAlertStopSchema = z.object({
  token: z
    .string({ error: 'validation.required' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,40}\.[A-Za-z0-9_-]{16,64}$/, { error: 'validation.invalid' }),
});
/** What a stop link leads to: which alert, and whether it was still running. */
export const RateAlertStopViewSchema = z.object({
  branch: z.number(),
  currency: z.string(),
  kind: z.enum(RATE_ALERT_KINDS),
  active: z.boolean(),
});
export type RateAlertStopView = z.infer<typeof RateAlertStopViewSchema>;

/** GET /api/rate-alerts/settings: what the form names (the digest's Riyadh time). */
export const RateAlertSettingsSchema = z.object({ digestTime: z.string() });

/** The staff panel: active alerts per branch and currency, never who set them. */
export const RateAlertCountsSchema = z.object({
  items: z.array(
    z.object({ branch: z.number(), currency: z.string(), targets: z.number(), digests: z.number() }),
  ),
});
export type RateAlertCounts = z.infer<typeof RateAlertCountsSchema>;

export type { RateAlertDirection, RateAlertKind, RateAlertSide };
