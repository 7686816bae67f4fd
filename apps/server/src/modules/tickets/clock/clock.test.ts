import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockTicket, DAY, eventsOf, textsAbout } from '../../../test/clock-fixtures.js';
import { scrape, sample } from '../../../test/metrics-text.js';
import { accountIdOf, auditOf, post } from '../../../test/queue-fixtures.js';
import { demoStaff, signInAs, staffIp } from '../../../test/staff-client.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { TICKET_CLOCK_JOB, withJobLock } from '../../../lib/job-lock.js';
import { staffWithPermission } from '../../staff/index.js';
import { clockRound } from './clock.js';

let t: TestApp;
const T0 = Date.parse('2026-05-03T09:00:00.000Z');
const MINUTE = 60_000;
const at = (ms: number) => new Date(ms);
const rules = { warningDay: 5, autoCloseDays: 7 };
const run = (ms: number) => t.app.ticketClock.run(at(ms));
const ticketRow = (id: string) =>
  t.app.db.selectFrom('tickets').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the warning on day 5', () => {
  it('goes to the assignee and every lead once, not before day 5 and never to the customer', async () => {
    const officer = await accountIdOf(t.app, demoStaff('support').employeeNumber);
    const id = await clockTicket(t.app, T0, { assignee_id: officer });
    expect(await run(T0 + 5 * DAY - MINUTE)).toMatchObject({ warned: expect.not.arrayContaining([id]) });
    expect((await ticketRow(id)).warned_at).toBeNull();

    const round = await run(T0 + 5 * DAY);
    expect(round).toMatchObject({ warned: expect.arrayContaining([id]) });
    expect(round).toMatchObject({ escalated: expect.not.arrayContaining([id]) });
    const notes = await t.app.db
      .selectFrom('staff_notifications')
      .select('staff_id')
      .where('record_id', '=', id)
      .execute();
    const leads = (await staffWithPermission(t.app.db, 'tickets.lead')).map((p) => p.id);
    expect(leads).toContain(await accountIdOf(t.app, '90018'));
    expect(notes.map((n) => n.staff_id).sort()).toEqual([officer, ...leads].sort());
    expect(await textsAbout(t.app, id, 'ticket-warning')).toHaveLength(0);
    expect(
      await t.app.db.selectFrom('dev_sms_outbox').where('subject', '=', id).selectAll().execute(),
    ).toEqual([]);
    const audit = await auditOf(t.app, 'ticket.warn', [id]);
    expect(audit).toMatchObject([{ actor_label: 'system:ticket-clock' }]);

    // A second round adds nothing.
    expect(await run(T0 + 5 * DAY + MINUTE)).toMatchObject({ warned: expect.not.arrayContaining([id]) });
    expect(await auditOf(t.app, 'ticket.warn', [id])).toHaveLength(1);

    // The officer reads it in the desk and dismisses it; it is theirs alone.
    const cookie = await signInAs(t.app, 'support', staffIp(31));
    const mine = await t.app.inject({ url: '/api/staff/me/notifications', headers: { cookie } });
    const item = (mine.json().items as { id: string; recordId: string }[]).find((n) => n.recordId === id);
    expect(item).toMatchObject({ kind: 'ticket.warning', targetAt: new Date(T0 + 7 * DAY).toISOString() });
    const lead = await signInAs(t.app, 'support_lead', staffIp(32));
    const theirs = await post(t.app, lead, `/api/staff/me/notifications/${item!.id}/dismiss`, {});
    expect(theirs.statusCode).toBe(404);
    const dismissed = await post(t.app, cookie, `/api/staff/me/notifications/${item!.id}/dismiss`, {});
    expect(dismissed.statusCode).toBe(204);
    const after = await t.app.inject({ url: '/api/staff/me/notifications', headers: { cookie } });
    expect(after.json().items.map((n: { recordId: string }) => n.recordId)).not.toContain(id);
  });
});

describe('automatic escalation at the target', () => {
  it('escalates at day 7 exactly once with two instances running the job at once', async () => {
    const id = await clockTicket(t.app, T0, { status: 'awaiting_customer', warned_at: at(T0).toISOString() });
    const before = sample(await scrape(t.app), 'waha_tickets_auto_escalated_total');
    expect(await run(T0 + 7 * DAY - MINUTE)).toMatchObject({ escalated: expect.not.arrayContaining([id]) });

    const now = at(T0 + 7 * DAY);
    // This instance's round, and a second instance's under the same lock.
    const [mine, theirs] = await Promise.all([
      t.app.ticketClock.run(now),
      withJobLock(t.config.database, TICKET_CLOCK_JOB, () => clockRound(t.app, t.config.ticketClock, now)),
    ]);
    const escalated = [
      ...(typeof mine === 'string' ? [] : mine.escalated),
      ...(theirs?.value.escalated ?? []),
    ];
    const acted = escalated.filter((x) => x === id);
    expect(acted).toEqual([id]);
    const row = await ticketRow(id);
    expect(row).toMatchObject({ status: 'escalated', escalated_at: now.toISOString() });
    expect(await eventsOf(t.app, id, 'autoEscalate')).toMatchObject([
      { actor: 'system', actor_id: null, from_status: 'awaiting_customer', status: 'escalated' },
    ]);
    expect(await auditOf(t.app, 'ticket.auto_escalate', [id])).toMatchObject([
      { actor_label: 'system:ticket-clock' },
    ]);
    const escalatedNow = await t.app.db
      .selectFrom('tickets')
      .select('id')
      .where('escalated_at', '=', now.toISOString())
      .execute();
    const after = sample(await scrape(t.app), 'waha_tickets_auto_escalated_total');
    expect(after - before).toBe(escalatedNow.length);
  });

  it('acts once even without the lock: every action is guarded in SQL', async () => {
    const id = await clockTicket(t.app, T0 - DAY);
    const now = at(T0 + 6 * DAY + MINUTE);
    const rounds = await Promise.all([clockRound(t.app, rules, now), clockRound(t.app, rules, now)]);
    expect(rounds.flatMap((r) => r.escalated).filter((x) => x === id)).toEqual([id]);
    expect(rounds.flatMap((r) => r.warned).filter((x) => x === id)).toEqual([id]);
    expect(await eventsOf(t.app, id, 'autoEscalate')).toHaveLength(1);
    expect(await auditOf(t.app, 'ticket.warn', [id])).toHaveLength(1);
  });

  it('catches up after a stop: a ticket whose warning and target passed gets both, once', async () => {
    const id = await clockTicket(t.app, T0);
    // The job was off from before day 5 until day 10.
    const round = await run(T0 + 10 * DAY);
    expect(round).toMatchObject({
      warned: expect.arrayContaining([id]),
      escalated: expect.arrayContaining([id]),
    });
    expect(await run(T0 + 10 * DAY + MINUTE)).toMatchObject({
      warned: expect.not.arrayContaining([id]),
      escalated: expect.not.arrayContaining([id]),
    });
    expect(await eventsOf(t.app, id, 'autoEscalate')).toHaveLength(1);
    expect(await auditOf(t.app, 'ticket.warn', [id])).toHaveLength(1);
  });

  it('leaves solved, closed and already escalated tickets alone', async () => {
    const solved = await clockTicket(t.app, T0, { status: 'solved', solved_at: at(T0 + DAY).toISOString() });
    const closed = await clockTicket(t.app, T0, { status: 'closed', closed_at: at(T0 + DAY).toISOString() });
    const round = await run(T0 + 7 * DAY + MINUTE);
    expect(round).toMatchObject({ escalated: expect.not.arrayContaining([solved, closed]) });
    expect((await ticketRow(solved)).status).toBe('solved');
    expect((await ticketRow(closed)).status).toBe('closed');
  });
});

describe('a solved ticket the customer does not answer', () => {
  it('closes itself after 7 days with one SMS in the customer’s language', async () => {
    const solvedAt = T0 + 2 * DAY;
    const id = await clockTicket(t.app, T0, {
      status: 'solved',
      solved_at: at(solvedAt).toISOString(),
      open_key: `2100000005:${'other'}`,
    });
    expect(await run(solvedAt + 7 * DAY - MINUTE)).toMatchObject({
      closed: expect.not.arrayContaining([id]),
    });
    const round = await run(solvedAt + 7 * DAY);
    expect(round).toMatchObject({
      closed: expect.arrayContaining([id]),
      texted: expect.arrayContaining([id]),
    });
    expect(await ticketRow(id)).toMatchObject({ status: 'closed', open_key: null });
    expect(await eventsOf(t.app, id, 'autoClose')).toMatchObject([
      { actor: 'system', from_status: 'solved' },
    ]);
    expect(await auditOf(t.app, 'ticket.auto_close', [id])).toHaveLength(1);
    await run(solvedAt + 8 * DAY);
    const texts = await textsAbout(t.app, id, 'ticket-autoClosed');
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toContain('SAMACares');
    expect(texts[0]!.text).toContain(id);
  });

  it('sends the SMS of a closing whose round died after the commit, once', async () => {
    const id = await clockTicket(t.app, T0, {
      status: 'closed',
      closed_at: at(T0 + 9 * DAY).toISOString(),
      auto_closed_at: at(T0 + 9 * DAY).toISOString(),
    });
    await Promise.all([run(T0 + 9 * DAY + MINUTE), clockRound(t.app, rules, at(T0 + 9 * DAY + MINUTE))]);
    expect(await textsAbout(t.app, id, 'ticket-autoClosed')).toHaveLength(1);
  });
});
