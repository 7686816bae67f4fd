import { TICKET_TARGET_DAYS } from '@waha/shared';
import type { FastifyInstance } from 'fastify';
import type { TicketClockConfig } from '../../../config/ticket-clock.js';
import type { TicketsTable } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { notifyStaff, staffWithPermission, systemAuditContext, writeAudit } from '../../staff/index.js';
import { mailWarning, type ClockMail } from './mail.js';
import { tellCustomer } from '../notify.js';
import { moveTicket, TICKET_MOVES, type TicketMove } from '../repository.js';
import { autoCloseDue, closingTextsDue, claimClosingText, escalationDue, warningDue } from './repository.js';

const DAY = 24 * 60 * 60 * 1000;
const AUDIT = systemAuditContext('ticket-clock');

export type ClockRules = Pick<TicketClockConfig, 'warningDay' | 'autoCloseDays'>;

/** What one round did, by ticket id (the log line gives the counts). */
export interface ClockResult {
  warned: string[];
  escalated: string[];
  closed: string[];
  texted: string[];
}

/**
 * One round of the ticket clock at `now` (ADR 2301). It works from the rows, not from what
 * happened since the last round: a ticket whose warning day or target passed while no instance
 * ran is found by the same queries and gets everything it is owed, in order (warned, then
 * escalated). Every action is guarded in SQL by the state it starts from (`warned_at is null`,
 * the status read), so a second instance, or a rerun after a crash, acts on nothing twice; each
 * action, its event and its audit entry commit together, and the metric counts after the commit.
 */
export async function clockRound(
  app: FastifyInstance,
  rules: ClockRules,
  now: Date,
  mail: ClockMail | null = null,
): Promise<ClockResult> {
  const at = now.toISOString();
  const result: ClockResult = { warned: [], escalated: [], closed: [], texted: [] };

  // Warned this many days before the target: day 5 of 7 is 2 days before it.
  const warnFrom = new Date(now.getTime() + (TICKET_TARGET_DAYS - rules.warningDay) * DAY).toISOString();
  const leads = (await staffWithPermission(app.db, 'tickets.lead')).map((person) => person.id);
  for (const ticket of await warningDue(app.db, warnFrom)) {
    const people = await warn(app, ticket, leads, at);
    if (!people) continue;
    result.warned.push(ticket.id);
    if (mail) await mailWarning(app, mail, ticket, people);
  }

  for (const ticket of await escalationDue(app.db, at)) {
    if (await move(app, ticket, 'autoEscalate', {}, at)) result.escalated.push(ticket.id);
  }

  const solvedBefore = new Date(now.getTime() - rules.autoCloseDays * DAY).toISOString();
  for (const ticket of await autoCloseDue(app.db, solvedBefore)) {
    if (await move(app, ticket, 'autoClose', { auto_closed_at: at }, at)) result.closed.push(ticket.id);
  }

  // After the commits: the SMS cannot be rolled back. Claimed first, so it goes at most once even
  // if this process dies while sending; a closing committed by a round that died before this step
  // is texted by the next one.
  for (const ticket of await closingTextsDue(app.db)) {
    if (!(await claimClosingText(app.db, ticket.id, at))) continue;
    await tellCustomer(app, ticket, 'autoClosed');
    result.texted.push(ticket.id);
  }
  return result;
}

/** The day-5 warning to the assignee and every active lead, once per ticket: who got it, or null. */
async function warn(app: FastifyInstance, ticket: TicketsTable, leads: string[], at: string) {
  const done = await app.db.transaction().execute(async (trx) => {
    const marked = await trx
      .updateTable('tickets')
      .set({ warned_at: at })
      .where('id', '=', ticket.id)
      .where('warned_at', 'is', null)
      .where('status', 'in', TICKET_MOVES.autoEscalate.from)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) return null;
    const people = ticket.assignee_id ? [ticket.assignee_id, ...leads] : leads;
    const recordId = ticket.id;
    await notifyStaff(trx, people, {
      kind: 'ticket.warning',
      recordType: 'ticket',
      recordId,
      targetAt: ticket.target_at,
      at,
    });
    await writeAudit(
      trx,
      AUDIT,
      { action: 'ticket.warn', recordType: 'ticket', recordId, after: { notified: people.length } },
      new Date(at),
    );
    return people;
  });
  if (done) app.metrics.ticketClock.warned.inc();
  return done;
}

/** A move by rule; false when the ticket moved on meanwhile (another instance, a person). */
async function move(
  app: FastifyInstance,
  ticket: TicketsTable,
  name: Extract<TicketMove, 'autoEscalate' | 'autoClose'>,
  set: Partial<TicketsTable>,
  at: string,
) {
  try {
    await app.db.transaction().execute(async (trx) => {
      await moveTicket(trx, ticket, name, { actor: 'system' }, set, at);
      const to = TICKET_MOVES[name].to;
      await writeAudit(
        trx,
        AUDIT,
        {
          action: name === 'autoEscalate' ? 'ticket.auto_escalate' : 'ticket.auto_close',
          recordType: 'ticket',
          recordId: ticket.id,
          before: { status: ticket.status },
          after: { status: to },
        },
        new Date(at),
      );
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'invalid_transition') return false;
    throw error;
  }
  const counter =
    name === 'autoEscalate' ? app.metrics.ticketClock.autoEscalated : app.metrics.ticketClock.autoClosed;
  counter.inc();
  return true;
}
