import { z } from 'zod';
import { normalizeDigits } from '../rules/digits.js';

/** A rate typed by staff: a positive decimal, Arabic-Indic digits accepted. */
const rateValue = z
  .union([z.string(), z.number()], { error: 'validation.required' })
  .transform((value) => normalizeDigits(String(value)).trim())
  .pipe(
    z
      .string()
      .min(1, { error: 'validation.required', abort: true })
      .regex(/^[0-9]{1,7}(\.[0-9]{1,8})?$/, { error: 'staff:validation.rate' })
      .refine((value) => Number(value) > 0, { error: 'staff:validation.rate' }),
  );

export const RateEditSchema = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/, { error: 'validation.invalid' }),
  ratePurchase: rateValue,
  rateSale: rateValue,
  popr: z.enum(['*', '/'], { error: 'validation.invalid' }),
});
export type RateEdit = z.infer<typeof RateEditSchema>;

/** One rate, or a whole branch's table; `confirmLargeChange` accepts moves beyond the limit. */
export const RatesUpdateSchema = z.object({
  rates: z.array(RateEditSchema).min(1).max(100),
  confirmLargeChange: z.boolean().default(false),
});
export type RatesUpdate = z.infer<typeof RatesUpdateSchema>;

/** A value moving more than this (percent) needs an explicit confirmation (PRODUCT.md section 14). */
export const RATE_MAX_CHANGE_PERCENT = 10;

export interface RateCheckIssue {
  currency: string;
  problem: 'sellNotAboveBuy' | 'largeChange';
}

/**
 * The sanity checks of PRODUCT.md section 14. For POPR '/' the rate is units per riyal, so the
 * branch sells at a LOWER number; the rule compares riyal values either way.
 */
export function checkRates(
  edits: readonly RateEdit[],
  current: ReadonlyMap<string, { ratePurchase: string; rateSale: string }>,
): RateCheckIssue[] {
  const issues: RateCheckIssue[] = [];
  for (const edit of edits) {
    const buy = Number(edit.ratePurchase);
    const sell = Number(edit.rateSale);
    const sellAbove = edit.popr === '/' ? sell < buy : sell > buy;
    if (!sellAbove) {
      issues.push({ currency: edit.currency, problem: 'sellNotAboveBuy' });
      continue;
    }
    const before = current.get(edit.currency);
    if (!before) continue;
    const moved = (now: number, then: string) =>
      Math.abs(now - Number(then)) / Number(then) > RATE_MAX_CHANGE_PERCENT / 100;
    if (moved(buy, before.ratePurchase) || moved(sell, before.rateSale)) {
      issues.push({ currency: edit.currency, problem: 'largeChange' });
    }
  }
  return issues;
}

/**
 * A pasted table: one line per currency, `CODE buy sell [popr]`, separated by tabs, commas,
 * semicolons or spaces (what a spreadsheet copy gives). Lines that do not parse are reported.
 */
export function parseRatesTable(text: string): { rows: Record<string, string>[]; badLines: number[] } {
  const rows: Record<string, string>[] = [];
  const badLines: number[] = [];
  normalizeDigits(text)
    .split(/\r?\n/)
    .forEach((line, index) => {
      const cells = line
        .trim()
        .split(/[\t,; ]+/)
        .filter(Boolean);
      if (cells.length === 0) return;
      const [currency, ratePurchase, rateSale, popr = '*'] = cells;
      if (!currency || !ratePurchase || !rateSale || !/^[A-Za-z]{3}$/.test(currency)) {
        badLines.push(index + 1);
        return;
      }
      rows.push({ currency: currency.toUpperCase(), ratePurchase, rateSale, popr });
    });
  return { rows, badLines };
}

export const StaffRateRowSchema = z.object({
  currency: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  ratePurchase: z.string(),
  rateSale: z.string(),
  popr: z.string(),
  updatedAt: z.string(),
});

export const RateHistoryEntrySchema = z.object({
  /** The entry's own id: a row key on the desk (several entries can share a moment). */
  id: z.string(),
  currency: z.string(),
  before: z.string().nullable(),
  after: z.string(),
  /** Who changed it; null for the demo seed's year of history, which no person wrote. */
  staff: z.string().nullable(),
  changedAt: z.string(),
});
export type RateHistoryEntry = z.infer<typeof RateHistoryEntrySchema>;

export const REQUEST_STATUSES = ['submitted', 'in_progress', 'completed', 'rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** received (submitted) -> in progress -> completed | rejected (PRODUCT.md section 14). */
export const REQUEST_TRANSITIONS: Record<RequestStatus, readonly RequestStatus[]> = {
  submitted: ['in_progress', 'rejected'],
  in_progress: ['completed', 'rejected'],
  completed: [],
  rejected: [],
};

export const RequestStatusChangeSchema = z
  .object({
    status: z.enum(['in_progress', 'completed', 'rejected'], { error: 'validation.invalid' }),
    reason: z.string().trim().max(500, { error: 'validation.tooLong' }).optional(),
  })
  .refine((value) => value.status !== 'rejected' || (value.reason?.length ?? 0) > 0, {
    path: ['reason'],
    error: 'staff:validation.reasonRequired',
  });
export type RequestStatusChange = z.infer<typeof RequestStatusChangeSchema>;

export const AssignSchema = z.object({ assigneeId: z.string().max(36).nullable() });

export const NoteSchema = z.object({
  text: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(2000, { error: 'validation.tooLong' }),
});

export const StaffNoteViewSchema = z.object({
  id: z.string(),
  staff: z.string(),
  text: z.string(),
  createdAt: z.string(),
});

export const RemittanceRequestViewSchema = z.object({
  reference: z.string(),
  service: z.string(),
  transferNumber: z.string(),
  status: z.string(),
  language: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  assigneeId: z.string().nullable(),
  rejectReason: z.string().nullable(),
});

export const RemittanceRequestDetailSchema = RemittanceRequestViewSchema.extend({
  details: z.record(z.string(), z.unknown()),
  notes: z.array(StaffNoteViewSchema),
  events: z.array(
    z.object({ status: z.string(), actor: z.string(), note: z.string().nullable(), createdAt: z.string() }),
  ),
});

export const ContactMessageViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  language: z.string(),
  status: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});

/** Marks several contact messages handled (or not) at once: one audit entry per message. */
export const ContactBulkHandledSchema = z.object({
  ids: z
    .array(z.string().uuid())
    .min(1, { error: 'validation.required' })
    .max(200, { error: 'validation.tooMany' }),
  handled: z.boolean(),
});
export type ContactBulkHandled = z.infer<typeof ContactBulkHandledSchema>;
