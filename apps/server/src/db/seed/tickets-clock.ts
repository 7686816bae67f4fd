import type { Transaction } from 'kysely';
import type { Database } from '../schema.js';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Demo data for the ticket clock (issue 23, e2e/ticket-clock.spec.ts): two open tickets held by the
 * demo clock officer (90022) for a fictional customer nobody else files for, written as if
 * submitted days ago. At the first round after start the clock acts on them as it would on real
 * ones: TKCLOCK1 (its target passed a day ago) is warned and escalated, TKCLOCK2 (past day 5,
 * a day and a half left) is warned. They give the overdue view, the warnings and the escalation
 * desk something to show.
 */
const CLOCK_TICKETS = [
  {
    id: 'TKCLOCK1',
    daysAgo: 8,
    requestType: 'app_issue',
    text: 'The app shows my transfer as pending for a week.',
  },
  {
    id: 'TKCLOCK2',
    daysAgo: 5.5,
    requestType: 'other',
    text: 'I was given the wrong receipt at the branch.',
  },
];

export async function seedClockDemoTickets(trx: Transaction<Database>, now: Date): Promise<void> {
  const existing = await trx.selectFrom('tickets').select('id').where('id', 'like', 'TKCLOCK%').execute();
  if (existing.length > 0) return;
  const officer = await trx
    .selectFrom('staff_accounts')
    .select('id')
    .where('employee_number', '=', '90022')
    .executeTakeFirst();
  const nationalId = '1000000990';
  for (const t of CLOCK_TICKETS) {
    const created = now.getTime() - t.daysAgo * DAY;
    const at = new Date(created).toISOString();
    await trx
      .insertInto('tickets')
      .values({
        id: t.id,
        national_id: nationalId,
        name: 'Demo Clock Customer',
        email: 'clock.customer@example.com',
        phone: '0500000990',
        category: 'complaint',
        request_type: t.requestType,
        transaction_number: null,
        description: t.text,
        status: 'open',
        language: 'ar',
        assignee_id: officer?.id ?? null,
        open_key: `${nationalId}:${t.requestType}`,
        response: null,
        resolution: null,
        created_at: at,
        updated_at: at,
        target_at: new Date(created + 7 * DAY).toISOString(),
        solved_at: null,
        escalated_at: null,
        closed_at: null,
        warned_at: null,
        auto_closed_at: null,
        close_sms_at: null,
      })
      .execute();
    await trx
      .insertInto('ticket_events')
      .values({
        id: `${t.id}-submit`,
        ticket_id: t.id,
        action: 'submit',
        from_status: null,
        status: 'open',
        actor: 'customer',
        actor_id: null,
        text: null,
        created_at: at,
      })
      .execute();
  }
}
