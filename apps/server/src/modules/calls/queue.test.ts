import type { CallRequestView } from '@waha/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, failAuditOf, post, readAllPages } from '../../test/queue-fixtures.js';
import { signInAs, staffIp } from '../../test/staff-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let support: string;
let operations: string;
const COUNT = 120;
const BASE = Date.parse('2026-03-01T08:00:00.000Z');
const ids = Array.from({ length: COUNT }, () => randomUUID());

beforeAll(async () => {
  t = await createTestApp();
  await t.app.db
    .insertInto('call_requests')
    .values(
      ids.map((id, i) => ({
        id,
        // Names in another order than arrival, so the two sorts differ.
        name: `Caller ${String((i * 37) % COUNT).padStart(3, '0')}`,
        phone: `+9665${String(i).padStart(8, '0')}`,
        language: 'ur',
        description: `Call number ${i}`,
        status: i % 10 === 9 ? 'done' : 'new',
        created_at: new Date(BASE + i * 60_000).toISOString(),
      })),
    )
    .execute();
  support = await signInAs(t.app, 'support', staffIp(90));
  operations = await signInAs(t.app, 'operations', staffIp(91));
});
afterAll(async () => t.close());

const accountId = async (employeeNumber: string) =>
  (
    await t.app.db
      .selectFrom('staff_accounts')
      .select('id')
      .where('employee_number', '=', employeeNumber)
      .executeTakeFirstOrThrow()
  ).id;

describe('the call-back queue, paged and sorted on the server', () => {
  for (const [sort, key] of [
    ['createdAt', 'createdAt'],
    ['-createdAt', 'createdAt'],
    ['name', 'name'],
    ['-name', 'name'],
  ] as const) {
    it(`shows all ${COUNT} call-backs across pages sorted by ${sort}`, async () => {
      const { items, totals } = await readAllPages<CallRequestView>(
        t.app,
        support,
        `/api/staff/call-requests?q=caller&sort=${sort}`,
        25,
      );
      expect(totals.every((total) => total === COUNT)).toBe(true);
      expect(new Set(items.map((row) => row.id))).toEqual(new Set(ids));
      const values = items.map((row) => row[key]);
      const sorted = [...values].sort();
      expect(values).toEqual(sort.startsWith('-') ? sorted.reverse() : sorted);
    });
  }

  it('exports the filtered queue as CSV, audited', async () => {
    const res = await t.app.inject({
      url: '/api/staff/call-requests.csv?status=done',
      headers: { cookie: support },
    });
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('received,name,phone,language,status,assignee,updated,description');
    expect(lines).toHaveLength(1 + COUNT / 10);
    const audit = await auditOf(t.app, 'export.csv', ['csv']);
    expect(audit.map((a) => JSON.parse(a.after!).rows)).toEqual([COUNT / 10]);
  });
});

describe('bulk actions on call-backs', () => {
  it('assigns to a colleague with the calls permission and records outcomes, done being final', async () => {
    const colleague = await accountId('90010');
    const chosen = [ids[0]!, ids[1]!, ids[9]!]; // 9 is done
    const assigned = await post(t.app, support, '/api/staff/call-requests/assign', {
      ids: chosen,
      assigneeId: colleague,
    });
    expect(assigned.json()).toEqual({ updated: chosen, refused: [] });
    expect(await auditOf(t.app, 'call-request.assign', chosen)).toHaveLength(3);
    const moved = await post(t.app, support, '/api/staff/call-requests/status', {
      ids: chosen,
      status: 'no_answer',
    });
    expect(moved.json()).toEqual({
      updated: [ids[0], ids[1]],
      refused: [{ reference: ids[9], code: 'invalid_transition' }],
    });
    const page = await t.app.inject({
      url: '/api/staff/call-requests?q=caller&sort=createdAt&pageSize=2',
      headers: { cookie: support },
    });
    expect(page.json().items).toMatchObject([
      { status: 'no_answer', assigneeName: 'Demo Call-back Officer' },
      { status: 'no_answer', assigneeName: 'Demo Call-back Officer' },
    ]);
  });

  it('writes nothing when one call-back fails in the middle', async () => {
    const chosen = ids.slice(20, 24);
    const heal = await failAuditOf(t.app, chosen[2]!);
    try {
      const res = await post(t.app, support, '/api/staff/call-requests/status', {
        ids: chosen,
        status: 'done',
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await heal();
    }
    const rows = await t.app.db
      .selectFrom('call_requests')
      .select('status')
      .where('id', 'in', chosen)
      .execute();
    expect(rows.map((row) => row.status)).toEqual(chosen.map(() => 'new'));
    expect(await auditOf(t.app, 'call-request.status', chosen)).toEqual([]);
  });

  it('refuses other roles, outsiders as assignees and `new` as an outcome', async () => {
    const body = { ids: ids.slice(0, 1), assigneeId: null };
    expect((await post(t.app, operations, '/api/staff/call-requests/assign', body)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: '/api/staff/call-requests.csv', headers: { cookie: operations } }))
        .statusCode,
    ).toBe(403);
    const outsider = await post(t.app, support, '/api/staff/call-requests/assign', {
      ids: ids.slice(0, 1),
      assigneeId: await accountId('90004'),
    });
    expect(outsider.statusCode).toBe(400);
    const reset = await post(t.app, support, '/api/staff/call-requests/status', {
      ids: ids.slice(0, 1),
      status: 'new',
    });
    expect(reset.statusCode).toBe(400);
  });
});
