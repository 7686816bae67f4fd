import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, signInAs, staffIp } from '../../../test/staff-client.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, 'admin', staffIp(80));
  const rates = await signInAs(t.app, 'rates', staffIp(81));
  await t.app.inject({
    method: 'PUT',
    url: '/api/staff/rates/19',
    remoteAddress: staffIp(81),
    headers: { cookie: rates, origin: ORIGIN },
    payload: {
      rates: [{ currency: 'USD', ratePurchase: '3.7', rateSale: '3.76', popr: '*' }],
      confirmLargeChange: true,
    },
  });
});
afterAll(async () => t.close());

const count = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('staff_audit_log')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('audit log', () => {
  it('lets the admin filter by person, record and time', async () => {
    const byRecord = await t.app.inject({
      method: 'GET',
      url: '/api/staff/audit?recordType=exchange_rate&recordId=19:USD&count=true',
      headers: { cookie: admin },
    });
    expect(byRecord.statusCode).toBe(200);
    expect(byRecord.json()).toMatchObject({
      total: 1,
      items: [{ actor: '90005', action: 'rate.update', recordId: '19:USD', ip: staffIp(81) }],
    });
    const before = JSON.parse(byRecord.json().items[0].before);
    expect(before).toHaveProperty('rateSale');
    const byActor = await t.app.inject({
      method: 'GET',
      url: '/api/staff/audit?actor=90005',
      headers: { cookie: admin },
    });
    expect(
      byActor
        .json()
        .items.map((i: { action: string }) => i.action)
        .sort(),
    ).toEqual(['rate.update', 'signin.succeeded']);
    const future = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/staff/audit?from=${future}&count=true`,
      headers: { cookie: admin },
    });
    expect(none.json()).toEqual({ items: [], total: 0, totalCapped: false, next: null });
  });

  it('sorts on the server by a named field, either way, and refuses other fields', async () => {
    const actions = async (sort: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/staff/audit?actor=90005&sort=${sort}`,
          headers: { cookie: admin },
        })
      )
        .json()
        .items.map((i: { action: string }) => i.action);
    expect(await actions('action')).toEqual(['rate.update', 'signin.succeeded']);
    expect(await actions('-action')).toEqual(['signin.succeeded', 'rate.update']);
    for (const sort of ['ip', 'before', 'constructor']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/staff/audit?sort=${sort}`,
        headers: { cookie: admin },
      });
      expect(res.statusCode, sort).toBe(400);
      expect(res.json().fieldErrors).toHaveProperty('sort');
    }
  });

  it('exports the filtered log as CSV, formula-safe', async () => {
    // A failed sign-in typed as a spreadsheet formula: the CSV must not hand it to Excel as one.
    await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/sign-in',
      headers: { origin: ORIGIN },
      remoteAddress: staffIp(82),
      payload: { login: '=HYPERLINK("x")', password: 'nope' },
    });
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/staff/audit.csv?action=signin.failed',
      headers: { cookie: admin },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('at,actor,action,record_type,record_id,before,after,ip,user_agent');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    // Taking the log out is itself in the log.
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/staff/audit?action=export.csv',
      headers: { cookie: admin },
    });
    expect(exported.json().items).toMatchObject([
      { action: 'export.csv', recordType: 'staff_audit_log', after: expect.stringContaining('"rows":1') },
    ]);
  });

  it('offers no route that changes or deletes an entry', async () => {
    const auditRoutes = [...t.app.staffRoutePermissions.keys()].filter((key) => key.includes('/audit'));
    expect(auditRoutes.every((key) => key.startsWith('GET '))).toBe(true);
    const [entry] = (
      await t.app.inject({ method: 'GET', url: '/api/staff/audit', headers: { cookie: admin } })
    ).json().items;
    const n = await count();
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      for (const url of ['/api/staff/audit', `/api/staff/audit/${entry.id}`]) {
        const res = await t.app.inject({
          method,
          url,
          headers: { cookie: admin, origin: ORIGIN },
          payload: { action: 'forged' },
        });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect(await count()).toBe(n);
  });

  it('is refused UPDATE and DELETE by the database itself', async () => {
    const n = await count();
    await expect(t.app.db.updateTable('staff_audit_log').set({ action: 'forged' }).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(t.app.db.deleteFrom('staff_audit_log').execute()).rejects.toThrow(/append-only/);
    if (t.app.databaseKind === 'postgres') {
      await expect(sql`truncate staff_audit_log`.execute(t.app.db)).rejects.toThrow(/append-only/);
    }
    expect(await count()).toBe(n);
    const forged = await t.app.db
      .selectFrom('staff_audit_log')
      .select('id')
      .where('action', '=', 'forged')
      .execute();
    expect(forged).toEqual([]);
  });
});
