import type { StaffRole } from '@waha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, staffIp } from '../../test/staff-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  callRow,
  contactRow,
  customerFormRow,
  formIds,
  insertRows,
  remittanceRow,
  staffIds,
  ticketRow,
} from '../../test/list-rows.js';

/** Every staff list that grows with the business: its path, who reads it, its sorts, its row key. */
const LISTS: { path: string; role: StaffRole; sorts: string[]; key: string }[] = [
  {
    path: '/api/staff/tickets',
    role: 'support',
    sorts: ['targetAt', 'createdAt', 'status', 'name'],
    key: 'id',
  },
  { path: '/api/staff/audit', role: 'admin', sorts: ['at', 'actor', 'action', 'recordType'], key: 'id' },
  {
    path: '/api/staff/contact-messages',
    role: 'support',
    sorts: ['createdAt', 'name', 'email', 'status'],
    key: 'id',
  },
  {
    path: '/api/staff/forms/submissions',
    role: 'forms',
    sorts: ['completedAt', 'status', 'formId', 'nationalId'],
    key: 'clientFormId',
  },
  { path: '/api/staff/call-requests', role: 'support', sorts: ['createdAt', 'name', 'status'], key: 'id' },
  {
    path: '/api/staff/remittance-requests',
    role: 'operations',
    sorts: ['createdAt', 'updatedAt', 'reference', 'service', 'status'],
    key: 'reference',
  },
  {
    path: '/api/staff/hr/applications',
    role: 'hr',
    sorts: ['createdAt', 'fullName', 'status', 'program'],
    key: 'id',
  },
  { path: '/api/staff/accounts', role: 'admin', sorts: ['employeeNumber', 'name', 'active'], key: 'id' },
];

let t: TestApp;
const cookies = new Map<StaffRole, string>();
beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  // 120 of each (tickets: the acceptance), with ties and NULLs (see list-rows.ts).
  await insertRows(db, 'tickets', 120, (i) => ticketRow(i, []));
  const staff = await staffIds(db);
  await db.updateTable('tickets').set({ assignee_id: staff[0]! }).where('id', 'like', 'L%1').execute();
  const forms = await formIds(db);
  await insertRows(db, 'customer_forms', 120, (i) => customerFormRow(i, forms));
  await insertRows(db, 'contact_messages', 120, contactRow);
  await insertRows(db, 'call_requests', 120, callRow);
  await insertRows(db, 'remittance_requests', 120, remittanceRow);
  for (const [n, role] of (['support', 'admin', 'forms', 'operations', 'hr'] as const).entries())
    cookies.set(role, await signInAs(t.app, role, staffIp(150 + n)));
}, 60_000);
afterAll(async () => t.close());

async function page(path: string, role: StaffRole, query: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${path}?${query}`,
    headers: { cookie: cookies.get(role)! },
  });
  expect(res.statusCode, `${path}?${query}: ${res.body}`).toBe(200);
  return res.json() as { items: Record<string, string>[]; total: number | null; next: string | null };
}

/** Follows `next` from the first page to the last, collecting each row's key. */
async function walk(path: string, role: StaffRole, sort: string, pageSize: number) {
  const first = await page(path, role, `sort=${sort}&pageSize=${pageSize}&count=true`);
  const keys = first.items.map((row) => row[LISTS.find((l) => l.path === path)!.key]!);
  let next = first.next;
  while (next) {
    const more = await page(path, role, `sort=${sort}&pageSize=${pageSize}&after=${next}`);
    expect(more.total, 'counted only when asked').toBeNull();
    keys.push(...more.items.map((row) => row[LISTS.find((l) => l.path === path)!.key]!));
    next = more.next;
  }
  return { keys, total: first.total };
}

describe('every staff list pages by key', () => {
  it.each(LISTS)('$path: every row once across pages, either way, for every sort', async (list) => {
    for (const sort of list.sorts) {
      const whole = (await page(list.path, list.role, `sort=${sort}&pageSize=200`)).items.map(
        (r) => r[list.key],
      );
      const up = await walk(list.path, list.role, sort, 7);
      const down = await walk(list.path, list.role, `-${sort}`, 7);
      expect(up.keys, sort).toEqual(whole);
      expect(new Set(up.keys).size, `${sort}: no repeats`).toBe(up.keys.length);
      expect(up.keys.length, `${sort}: the count matches the rows`).toBe(up.total);
      // The tie-breaker turns with the sort, so descending is exactly ascending reversed.
      expect(down.keys, `-${sort}`).toEqual([...up.keys].reverse());
    }
  });

  it('refuses a cursor of another sort, a forged one and a NUL with a 400 on after', async () => {
    const support = cookies.get('support')!;
    const first = await page('/api/staff/tickets', 'support', 'sort=targetAt&pageSize=5');
    for (const after of [
      `sort=-targetAt&after=${first.next}`,
      `sort=name&after=${first.next}`,
      'after=bm90LWpzb24',
      `after=${Buffer.from('["targetAt",{"a":1},"x"]').toString('base64url')}`,
      'after=%00',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/staff/tickets?${after}`,
        headers: { cookie: support },
      });
      expect(res.statusCode, after).toBe(400);
      expect(res.json().fieldErrors, after).toHaveProperty('after');
    }
  });
});
