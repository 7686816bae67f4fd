import { z } from 'zod';

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
