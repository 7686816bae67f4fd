import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/index.js';
import { SEED_HISTORY_DAYS, seedRateHistory } from '../../db/seed/rate-history.js';
import { ORIGIN, signInAs, staffIp } from '../../test/staff-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let rates: string;
beforeAll(async () => {
  t = await createTestApp();
  rates = await signInAs(t.app, 'rates', staffIp(60));
});
afterAll(async () => t.close());

const BRANCH = 14;
const entries = (currency: string) =>
  t.app.db
    .selectFrom('rate_history')
    .selectAll()
    .where('branch_id', '=', BRANCH)
    .where('currency_code', '=', currency)
    .orderBy('changed_at')
    .execute();

describe('rate history', () => {
  it('seeds a deterministic year for every demo rate, ending at the current rate', async () => {
    const current = await t.app.db
      .selectFrom('exchange_rates')
      .selectAll()
      .where('branch_id', '=', BRANCH)
      .where('currency_code', '=', 'PKR')
      .executeTakeFirstOrThrow();
    const seeded = await entries('PKR');
    expect(seeded).toHaveLength(SEED_HISTORY_DAYS.length + 1);
    expect(seeded.every((e) => e.source === 'seed' && e.staff_label === 'seed')).toBe(true);
    const last = seeded.at(-1)!;
    expect(JSON.parse(last.after)).toEqual({
      ratePurchase: current.rate_purchase,
      rateSale: current.rate_sale,
      popr: current.popr,
    });
    expect(last.changed_at).toBe(current.updated_at);
    expect(seeded[0]!.before).toBeNull();
    // Each entry's "before" is the previous one's "after", and the first is a year back.
    for (let i = 1; i < seeded.length; i++) expect(seeded[i]!.before).toBe(seeded[i - 1]!.after);
    const yearMs = Date.parse(last.changed_at) - Date.parse(seeded[0]!.changed_at);
    expect(yearMs / 86_400_000).toBe(Math.max(...SEED_HISTORY_DAYS));
    // The same rate at the same time gives the same points, run after run.
    const again = seedRateHistory(current, new Date(current.updated_at));
    expect(again.map((c) => c.after)).toEqual(seeded.map((e) => JSON.parse(e.after)));
  });

  it('seeding again appends nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('rate_history')
            .select((eb) => eb.fn.countAll<string | number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    expect(before).toBe(9 * 15 * (SEED_HISTORY_DAYS.length + 1));
    await seedDemoData(t.app.db, new Date());
    expect(await count()).toBe(before);
  });

  it('a pasted table appends one desk entry per changed rate in the same write', async () => {
    const [usd, eur] = [(await entries('USD')).at(-1)!, (await entries('EUR')).at(-1)!];
    const u = JSON.parse(usd.after);
    const e = JSON.parse(eur.after);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/rates/${BRANCH}`,
      headers: { cookie: rates, origin: ORIGIN, 'accept-language': 'en' },
      payload: {
        rates: [
          { currency: 'USD', ratePurchase: u.ratePurchase, rateSale: '3.7800', popr: u.popr },
          { currency: 'EUR', ratePurchase: e.ratePurchase, rateSale: '4.1500', popr: e.popr },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const [code, sale, prior] of [
      ['USD', '3.7800', usd],
      ['EUR', '4.1500', eur],
    ] as const) {
      const last = (await entries(code)).at(-1)!;
      expect(last).toMatchObject({ source: 'desk', staff_label: '90005', before: prior.after });
      expect(JSON.parse(last.after).rateSale).toBe(sale);
    }
  });

  it('refuses to rewrite or delete history, on both engines', async () => {
    const [first] = await entries('USD');
    await expect(
      t.app.db.updateTable('rate_history').set({ after: '{}' }).where('id', '=', first!.id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(t.app.db.deleteFrom('rate_history').where('id', '=', first!.id).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from rate_history`.execute(t.app.db)).rejects.toThrow(/append-only/);
    expect(await entries('USD')).toHaveLength(SEED_HISTORY_DAYS.length + 2);
  });
});

describe('GET /api/rates/history', () => {
  const get = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/rates/history?${query}`, headers: { 'accept-language': 'en' } });

  it('serves a range oldest first, opened by the rate in force when it began', async () => {
    const res = await get('branch=١٧&currency=pkr&range=7d');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const current = await t.app.db
      .selectFrom('exchange_rates')
      .selectAll()
      .where('branch_id', '=', 17)
      .where('currency_code', '=', 'PKR')
      .executeTakeFirstOrThrow();
    // Days 7 (opening, just before the start) to 1, and today's seeded rate.
    expect(body.points).toHaveLength(8);
    expect(body).toMatchObject({ branch: 17, currency: 'PKR', range: '7d', updatedAt: current.updated_at });
    expect(body.points.at(-1)).toEqual({
      at: current.updated_at,
      buy: current.rate_purchase,
      sell: current.rate_sale,
    });
    const ats = body.points.map((p: { at: string }) => p.at);
    expect([...ats].sort()).toEqual(ats);
    expect((await get('branch=17&currency=PKR&range=1y')).json().points).toHaveLength(
      SEED_HISTORY_DAYS.length + 1,
    );
  });

  it('refuses a bad query with field errors, and an unknown branch with 404', async () => {
    const bad = await get('branch=17&currency=P1&range=2y');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['currency', 'range']);
    expect((await get('branch=4242&currency=PKR')).statusCode).toBe(404);
    expect((await get('branch=17&currency=XYZ')).json()).toMatchObject({ points: [], updatedAt: null });
  });
});
