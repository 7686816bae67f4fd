import { z } from '../zod.js';
import { CALL_STATUSES, type CallStatus } from './calls.js';
import { RemedySchema } from './complaints.js';
import type { TicketStatus } from './tickets.js';

/**
 * Bulk actions of the ticket and call-back queues (PRODUCT.md 14 "Lists"). At most one page of the
 * largest page size, and a little more: a bulk action acts on what staff selected on screen.
 */
export const QUEUE_BULK_MAX = 200;

const ids = <T extends z.ZodType<string>>(id: T) =>
  z.array(id).min(1, { error: 'validation.required' }).max(QUEUE_BULK_MAX, { error: 'validation.tooMany' });
const TicketId = z.string().regex(/^[A-Z0-9]{2,20}$/, { error: 'validation.invalid' });
const CallId = z.uuid({ error: 'validation.invalid' });
/** A staff account id, or null to leave the rows unassigned. */
const Assignee = z.uuid({ error: 'validation.invalid' }).nullable();

export const TicketBulkAssignSchema = z.object({ ids: ids(TicketId), assigneeId: Assignee });
export type TicketBulkAssign = z.infer<typeof TicketBulkAssignSchema>;

/**
 * The statuses an officer may move several tickets to at once, each with the text the move needs:
 * `awaiting_customer` asks every customer the same question (a note sent by SMS), `solved` gives
 * every customer the same response. Each ticket is checked against the workflow on its own.
 */
export const TICKET_BULK_STATUSES = [
  'awaiting_customer',
  'solved',
] as const satisfies readonly TicketStatus[];
export const TicketBulkStatusSchema = z
  .object({
    ids: ids(TicketId),
    status: z.enum(TICKET_BULK_STATUSES, { error: 'validation.invalid' }),
    text: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(4000, { error: 'validation.tooLong' }),
    /** The remedy a bulk solution gives every selected customer: required for `solved` (ADR 2303). */
    remedy: RemedySchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'solved' && !body.remedy)
      ctx.addIssue({ code: 'custom', path: ['remedy'], message: 'validation.required' });
  });
export type TicketBulkStatus = z.infer<typeof TicketBulkStatusSchema>;

export const CallBulkAssignSchema = z.object({ ids: ids(CallId), assigneeId: Assignee });
export type CallBulkAssign = z.infer<typeof CallBulkAssignSchema>;

/** The outcomes staff record; `new` is where every request starts and is never set by hand. */
export const CALL_OUTCOMES = CALL_STATUSES.filter(
  (status): status is Exclude<CallStatus, 'new'> => status !== 'new',
);
export const CallBulkStatusSchema = z.object({
  ids: ids(CallId),
  status: z.enum(CALL_OUTCOMES as [Exclude<CallStatus, 'new'>, ...Exclude<CallStatus, 'new'>[]], {
    error: 'validation.invalid',
  }),
});
export type CallBulkStatus = z.infer<typeof CallBulkStatusSchema>;

/** The call-back workflow: `done` is final; every other status may take any outcome. */
export const mayMoveCall = (from: CallStatus, to: CallStatus): boolean => from !== 'done' && to !== 'new';

/** Someone who may be given tickets or call-backs: their account id, name and employee number. */
export const AssigneeSchema = z.object({ id: z.string(), name: z.string(), employeeNumber: z.string() });
export type Assignee = z.infer<typeof AssigneeSchema>;
