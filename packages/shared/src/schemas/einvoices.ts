import { z } from '../zod.js';
import { StaffListQuerySchema } from './list-paging.js';

/** ZATCA wants a simplified invoice reported within 24 hours; we alert at 20 (issue 24). */
export const EINVOICE_REPORT_ALERT_HOURS = 20;

/** The reporting outbox's statuses (ADR 2402); not_configured: no CSID yet, nothing is sent. */
export const EINVOICE_REPORT_STATUSES = [
  'not_configured',
  'pending',
  'reported',
  'reported_warnings',
  'not_reported',
] as const;
export type EinvoiceReportStatus = (typeof EINVOICE_REPORT_STATUSES)[number];

/** The finance desk's list (ADR 2202 keyset paging): by reporting status, newest issue first. */
export const EinvoiceListQuerySchema = StaffListQuerySchema.extend({
  status: z.enum(EINVOICE_REPORT_STATUSES).optional(),
});
export type EinvoiceListQuery = z.infer<typeof EinvoiceListQuerySchema>;

/** One of ZATCA's validation messages as the desk shows it (ZATCA writes them in English). */
export const ZatcaMessageSchema = z.object({ code: z.string(), message: z.string() });

export const EinvoiceRowSchema = z.object({
  uuid: z.string(),
  number: z.string(),
  /** '388' invoice, '381' credit note. */
  kind: z.enum(['388', '381']),
  icv: z.number().int(),
  issuedAt: z.string(),
  status: z.enum(EINVOICE_REPORT_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.string(),
  reportedAt: z.string().nullable(),
  httpStatus: z.number().int().nullable(),
  /** Issued over EINVOICE_REPORT_ALERT_HOURS ago and not reported. */
  overdue: z.boolean(),
  warnings: z.array(ZatcaMessageSchema),
  errors: z.array(ZatcaMessageSchema),
});
export type EinvoiceRow = z.infer<typeof EinvoiceRowSchema>;

/** The desk's banner: how many invoices are past the 20-hour alert. */
export const EinvoiceAlertSchema = z.object({ overdue: z.number().int() });

/** Retry: only a document not reported yet (not_reported, or pending: now rather than at its backoff). */
export const mayRetryReport = (status: EinvoiceReportStatus) =>
  status === 'not_reported' || status === 'pending';
