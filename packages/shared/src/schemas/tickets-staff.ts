import { z } from '../zod.js';
import { LANGUAGES } from '../i18n/languages.js';
import { RemedySchema, TICKET_CHANNELS, TICKET_REMEDIES } from './complaints.js';
import { NoteSchema } from './staff-desks.js';
import { StaffListQuerySchema } from './list-paging.js';
import { TICKET_CATEGORIES, TICKET_REQUEST_TYPES, TICKET_STATUSES } from './tickets.js';

/** The support queue's filters (PRODUCT.md 14 "Lists"): status, type, category, age, assignee. */
export const TicketListQuerySchema = StaffListQuerySchema.extend({
  status: z.enum(TICKET_STATUSES).optional(),
  requestType: z.enum(TICKET_REQUEST_TYPES).optional(),
  category: z.enum(TICKET_CATEGORIES).optional(),
  /** `overdue`: past the 7-day target and unresolved; `due`: within it. */
  age: z.enum(['due', 'overdue']).optional(),
  /** A staff account id, or `me`, or `none`. */
  assignee: z.string().max(36).optional(),
});
export type TicketListQuery = z.infer<typeof TicketListQuerySchema>;

export const StaffTicketRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(TICKET_STATUSES),
  category: z.string(),
  requestType: z.string(),
  createdAt: z.string(),
  targetAt: z.string(),
  closedAt: z.string().nullable(),
  assigneeId: z.string().nullable(),
  /** The assignee's name as staff know it (their account's name), or null when unassigned. */
  assigneeName: z.string().nullable(),
  /** The language the customer used when submitting: the one to answer in. */
  language: z.enum(LANGUAGES),
});
export type StaffTicketRow = z.infer<typeof StaffTicketRowSchema>;

/**
 * One line of a ticket's thread as an officer reads it: what the customer wrote (`customer`), a
 * reply the customer reads (`reply`: the response or the escalation's resolution), a note
 * (`note`, internal unless `toCustomer`) or a status change (`status`). `who` is the staff
 * member's name, or null for the customer and the system.
 */
export const TicketThreadEntrySchema = z.object({
  kind: z.enum(['customer', 'reply', 'note', 'status']),
  at: z.string(),
  actor: z.enum(['customer', 'employee', 'system']),
  who: z.string().nullable(),
  text: z.string().nullable(),
  /** For `status`: the move (`solve`, `reject`, ...), and the status before and after. */
  action: z.string().nullable(),
  fromStatus: z.enum(TICKET_STATUSES).nullable(),
  status: z.enum(TICKET_STATUSES).nullable(),
  /** For `note`: the customer was asked to answer it (by SMS). */
  toCustomer: z.boolean(),
});
export type TicketThreadEntry = z.infer<typeof TicketThreadEntrySchema>;

export const StaffTicketSchema = StaffTicketRowSchema.extend({
  nationalId: z.string(),
  email: z.string(),
  phone: z.string(),
  transactionNumber: z.string().nullable(),
  description: z.string(),
  /** Where the complaint came in, what the customer was given, SAMA's case number (ADR 2303). */
  channel: z.enum(TICKET_CHANNELS),
  remedy: z.enum(TICKET_REMEDIES).nullable(),
  samacaresReference: z.string().nullable(),
  branchId: z.number().nullable(),
  response: z.string().nullable(),
  resolution: z.string().nullable(),
  files: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      name: z.string(),
      size: z.number(),
      contentType: z.string(),
    }),
  ),
  notes: z.array(
    z.object({
      id: z.string(),
      staff: z.string(),
      text: z.string(),
      needsReply: z.boolean(),
      reply: z.string().nullable(),
      repliedAt: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  events: z.array(
    z.object({
      action: z.string(),
      fromStatus: z.string().nullable(),
      status: z.string(),
      actor: z.enum(['customer', 'employee', 'system']),
      actorId: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  review: z.object({ rating: z.number(), comment: z.string(), createdAt: z.string() }).nullable(),
  /** Everything that happened to the ticket, oldest first (see TicketThreadEntrySchema). */
  thread: z.array(TicketThreadEntrySchema),
});
export type StaffTicket = z.infer<typeof StaffTicketSchema>;

/** An internal note, or (needsReply) a note the customer is asked to answer by SMS. */
export const TicketNoteSchema = NoteSchema.extend({ needsReply: z.boolean().default(false) });
export type TicketNoteInput = z.input<typeof TicketNoteSchema>;

const longText = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(4000, { error: 'validation.tooLong' });

/** The response the customer reads and the remedy given (a required closing field, ADR 2303). */
export const TicketSolveSchema = z.object({ response: longText, remedy: RemedySchema });
/** The escalation department's resolution of an escalated ticket and its remedy; closes it. */
export const TicketResolveSchema = z.object({ resolution: longText, remedy: RemedySchema });

/** Complaint figures per month (SAMA asks money changers to report them). */
export const TicketFiguresSchema = z.array(
  z.object({
    month: z.string(),
    received: z.number(),
    open: z.number(),
    /** Solved by the target date (TICKET_TARGET_DAYS after submission). */
    solvedWithinTarget: z.number(),
    overdue: z.number(),
    escalated: z.number(),
  }),
);
export type TicketFigures = z.infer<typeof TicketFiguresSchema>;
