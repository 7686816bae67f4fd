import type { StaffTicket, StaffTicketRow } from '@waha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketsTable } from '../../../db/schema.js';
import {
  accountIdOf,
  auditOf,
  expectEveryRowInOrder,
  failAuditOf,
  post,
} from '../../../test/queue-fixtures.js';
import { signInAs, staffIp } from '../../../test/staff-client.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let support: string;
let operations: string;
const COUNT = 120;
const DAY = 86_400_000;
const BASE = Date.parse('2026-03-01T08:00:00.000Z');
const ids = Array.from({ length: COUNT }, (_, i) => `TKQ${String(i).padStart(5, '0')}`);

/** Queue tickets: created a minute apart, deadlines in another order (so the two sorts differ). */
function queueTicket(i: number): TicketsTable {
  const created = new Date(BASE + i * 60_000).toISOString();
  return {
    id: ids[i]!,
    national_id: `1${String(i).padStart(9, '0')}`,
    name: `Queue Person ${i}`,
    email: 'queue@example.com',
    phone: '+966500000001',
    category: 'complaint',
    request_type: 'other',
    transaction_number: null,
    description: `Ticket number ${i}`,
    status: i % 10 === 9 ? 'closed' : 'open',
    language: i % 3 === 0 ? 'ur' : 'ar',
    assignee_id: null,
    open_key: i % 10 === 9 ? null : `1${String(i).padStart(9, '0')}:other`,
    response: null,
    resolution: null,
    created_at: created,
    updated_at: created,
    target_at: new Date(BASE + ((i * 37) % COUNT) * DAY).toISOString(),
    solved_at: null,
    escalated_at: null,
    closed_at: i % 10 === 9 ? created : null,
    warned_at: null,
    auto_closed_at: null,
    close_sms_at: null,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.db
    .insertInto('tickets')
    .values(Array.from({ length: COUNT }, (_, i) => queueTicket(i)))
    .execute();
  support = await signInAs(t.app, 'support', staffIp(80));
  operations = await signInAs(t.app, 'operations', staffIp(81));
});
afterAll(async () => t.close());

const accountId = (employeeNumber: string) => accountIdOf(t.app, employeeNumber);

describe('the ticket queue, paged and sorted on the server', () => {
  for (const [sort, key] of [
    ['targetAt', 'targetAt'],
    ['-targetAt', 'targetAt'],
    ['createdAt', 'createdAt'],
    ['-createdAt', 'createdAt'],
  ] as const) {
    it(`shows all ${COUNT} tickets across pages sorted by ${sort}`, async () => {
      await expectEveryRowInOrder<StaffTicketRow>(t.app, support, {
        url: '/api/staff/tickets?q=queue%20person',
        sort,
        key,
        ids,
      });
    });
  }

  it('exports the filtered queue as CSV in the list order, and audits the export', async () => {
    const res = await t.app.inject({
      url: '/api/staff/tickets.csv?q=queue%20person&sort=-createdAt',
      headers: { cookie: support },
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('id,received,target,status,request_type,category,name,language,assignee,closed');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([...ids].reverse());
    const audit = await t.app.db
      .selectFrom('staff_audit_log')
      .select('after')
      .where('action', '=', 'export.csv')
      .where('record_type', '=', 'tickets')
      .execute();
    expect(audit.map((a) => JSON.parse(a.after!).rows)).toEqual([COUNT]);
  });
});

describe('bulk actions on tickets', () => {
  it('assigns to a named colleague with the tickets permission, one audit entry per ticket', async () => {
    const colleague = await accountId('90010'); // the second support officer
    const people = await t.app.inject({ url: '/api/staff/tickets/assignees', headers: { cookie: support } });
    expect(people.json().map((p: { id: string }) => p.id)).toContain(colleague);
    const chosen = ids.slice(0, 3);
    const res = await post(t.app, support, '/api/staff/tickets/assign', {
      ids: [...chosen, 'TKNOSUCH1'],
      assigneeId: colleague,
    });
    expect(res.json()).toEqual({ updated: chosen, refused: [{ reference: 'TKNOSUCH1', code: 'not_found' }] });
    const one = (
      await t.app.inject({ url: `/api/staff/tickets/${chosen[0]}`, headers: { cookie: support } })
    ).json();
    expect(one).toMatchObject({ assigneeId: colleague, assigneeName: 'Demo Call-back Officer' });
    const audit = await auditOf(t.app, 'ticket.assign', chosen);
    expect(audit.map((a) => [a.record_id, JSON.parse(a.after!).assigneeId]).sort()).toEqual(
      chosen.map((id) => [id, colleague]),
    );
    // Now the colleague's: another officer cannot take them away (ADR 2301), the lead can.
    const taken = await post(t.app, support, '/api/staff/tickets/assign', { ids: chosen, assigneeId: null });
    expect(taken.json()).toEqual({
      updated: [],
      refused: chosen.map((reference) => ({ reference, code: 'forbidden' })),
    });
    const lead = await signInAs(t.app, 'support_lead', staffIp(82));
    const unassigned = await post(t.app, lead, '/api/staff/tickets/assign', {
      ids: chosen,
      assigneeId: null,
    });
    expect(unassigned.json().updated).toEqual(chosen);
    expect(await auditOf(t.app, 'ticket.assign', chosen)).toHaveLength(6);
  });

  it('refuses an assignee without the tickets permission, too many ids, and roles without it', async () => {
    const outsider = await accountId('90004');
    const res = await post(t.app, support, '/api/staff/tickets/assign', {
      ids: ids.slice(0, 1),
      assigneeId: outsider,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.assigneeId).toHaveLength(1);
    const many = Array.from({ length: 201 }, (_, i) => `TKMANY${i}`);
    expect(
      (await post(t.app, support, '/api/staff/tickets/assign', { ids: many, assigneeId: null })).statusCode,
    ).toBe(400);
    for (const url of ['/api/staff/tickets/assign', '/api/staff/tickets/status'])
      expect(
        (await post(t.app, operations, url, { ids: ids.slice(0, 1), assigneeId: null })).statusCode,
      ).toBe(403);
    for (const url of ['/api/staff/tickets.csv', '/api/staff/tickets/assignees'])
      expect((await t.app.inject({ url, headers: { cookie: operations } })).statusCode).toBe(403);
  });

  it('moves only the tickets the workflow allows and names the ones it refused', async () => {
    const chosen = [ids[10]!, ids[19]!, ids[11]!]; // 19 is closed
    const res = await post(t.app, support, '/api/staff/tickets/status', {
      ids: chosen,
      status: 'solved',
      text: 'The fault in the app is fixed.',
      remedy: 'correction',
    });
    expect(res.json()).toEqual({
      updated: [ids[10], ids[11]],
      refused: [{ reference: ids[19], code: 'invalid_transition' }],
    });
    expect((await auditOf(t.app, 'ticket.solve', chosen)).map((a) => a.record_id).sort()).toEqual([
      ids[10],
      ids[11],
    ]);
    const again = await post(t.app, support, '/api/staff/tickets/status', {
      ids: [ids[10]],
      status: 'awaiting_customer',
      text: 'Which branch?',
    });
    expect(again.json().refused).toEqual([{ reference: ids[10], code: 'invalid_transition' }]);
  });

  it('writes nothing when one ticket fails in the middle: one transaction', async () => {
    const chosen = ids.slice(20, 25);
    const me = await accountId('90002');
    const heal = await failAuditOf(t.app, chosen[2]!);
    try {
      const res = await post(t.app, support, '/api/staff/tickets/assign', { ids: chosen, assigneeId: me });
      expect(res.statusCode).toBe(500);
    } finally {
      await heal();
    }
    const rows = await t.app.db
      .selectFrom('tickets')
      .select('assignee_id')
      .where('id', 'in', chosen)
      .execute();
    expect(rows.map((row) => row.assignee_id)).toEqual(chosen.map(() => null));
    expect(await auditOf(t.app, 'ticket.assign', chosen)).toEqual([]);
    const retried = await post(t.app, support, '/api/staff/tickets/assign', { ids: chosen, assigneeId: me });
    expect(retried.json().updated).toEqual(chosen);
  });
});

describe("the officer's view of one ticket", () => {
  it("shows the customer's language, the assignee and every step in time order", async () => {
    const id = ids[30]!; // language ur
    await post(t.app, support, `/api/staff/tickets/${id}/notes`, {
      text: 'Checking with the branch',
      needsReply: false,
    });
    await post(t.app, support, '/api/staff/tickets/status', {
      ids: [id],
      status: 'awaiting_customer',
      text: 'Which branch?',
    });
    const view = (
      await t.app.inject({ url: `/api/staff/tickets/${id}`, headers: { cookie: support } })
    ).json() as StaffTicket;
    expect(view.language).toBe('ur');
    expect(view.thread.map((e) => [e.kind, e.text ?? e.action, e.who !== null])).toEqual([
      ['customer', 'Ticket number 30', false],
      ['note', 'Checking with the branch', true],
      ['status', 'ask', true],
      ['note', 'Which branch?', true],
    ]);
    expect(view.thread.map((e) => e.at)).toEqual(view.thread.map((e) => e.at).sort());
    expect(view.thread[3]).toMatchObject({ toCustomer: true, who: 'Demo Support' });
  });
});
