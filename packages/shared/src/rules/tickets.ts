// The ticket's constants and file check, without zod: the /support and /ticket pages read them at
// load, and a module that builds schemas would bring zod with them (schemas/tickets.ts re-exports).

import { UPLOAD_RULES, uploadProblem, type UploadProblem } from '../uploads.js';

/** PRODUCT.md section 5: the ticket's life. `closed` is final; every other status is "open". */
export const TICKET_STATUSES = ['open', 'awaiting_customer', 'solved', 'escalated', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_REQUEST_TYPES = ['outgoing_transfer', 'incoming_transfer', 'app_issue', 'other'] as const;
export type TicketRequestType = (typeof TICKET_REQUEST_TYPES)[number];
/** The request types about one transfer: they need its transaction number. */
export const TRANSFER_REQUEST_TYPES: readonly TicketRequestType[] = [
  'outgoing_transfer',
  'incoming_transfer',
];

export const TICKET_CATEGORIES = ['complaint', 'inquiry', 'suggestion'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

/** SAMA's target: a complaint handled within 7 days (SPEC.md section 5). */
export const TICKET_TARGET_DAYS = 7;
/** The day of the target period on which the assignee and the leads are warned (PRODUCT.md 14). */
export const TICKET_WARNING_DAY = 5;
/** Days a solved ticket waits for the customer's yes or no before it closes itself. */
export const TICKET_AUTO_CLOSE_DAYS = 7;
/** The shortest answer to an employee's note. */
export const TICKET_REPLY_MIN_LENGTH = 10;

/** A client-side first check by the browser's type and size (UPLOAD_RULES); the server judges the bytes. */
export function ticketFileProblem(file: { size: number; type: string }): UploadProblem | null {
  return uploadProblem(UPLOAD_RULES.tickets, file);
}
