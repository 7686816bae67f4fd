import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, staffIp } from '../../test/staff-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let rates: string;
beforeAll(async () => {
  t = await createTestApp();
  rates = await signInAs(t.app, 'rates', staffIp(70));
});
afterAll(async () => t.close());

/** The demo seed's year of history: about a thousand entries, days shared by every currency. */
const BRANCH = 12;
interface Page {
  items: { currency: string; changedAt: string; after: string }[];
  total: number | null;
  next: string | null;
}
const history = async (query: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/staff/rates/${BRANCH}/history?${query}`,
    headers: { cookie: rates, 'accept-language': 'en' },
  });
  return res;
};
const entryOf = (e: { changedAt: string; currency: string; after: string }) =>
  `${e.changedAt} ${e.currency} ${e.after}`;

/** Every page from the first by `next`, as the desk's Next button walks them. */
async function walk(sort: string, pageSize: number) {
  const pages: Page[] = [];
  let after: string | null = null;
  do {
    const query = new URLSearchParams({ sort, pageSize: String(pageSize) });
    if (after) query.set('after', after);
    else query.set('count', 'true');
    const res = await history(query.toString());
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as Page;
    pages.push(page);
    after = page.next;
  } while (after && pages.length < 100);
  return pages;
}

describe('GET /api/staff/rates/:branchId/history', () => {
  it('pages the whole history by key, newest first, with no entry twice or missing', async () => {
    const rows = await t.app.db
      .selectFrom('rate_history')
      .selectAll()
      .where('branch_id', '=', BRANCH)
      .orderBy('changed_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    // Several entries share each seeded moment: the tie-breaker decides where a page ends.
    expect(new Set(rows.map((r) => r.changed_at)).size).toBeLessThan(rows.length);
    const pages = await walk('-changedAt', 200);
    expect(pages.length).toBeGreaterThan(2);
    expect(pages[0]!.total).toBe(rows.length);
    expect(pages.at(-1)!.next).toBeNull();
    const seen = pages.flatMap((p) => p.items.map(entryOf));
    expect(seen).toEqual(
      rows.map((r) => entryOf({ changedAt: r.changed_at, currency: r.currency_code, after: r.after })),
    );
  });

  it('walks oldest first too, the same entries in the other order', async () => {
    const newest = (await walk('-changedAt', 200)).flatMap((p) => p.items.map(entryOf));
    const oldest = (await walk('changedAt', 150)).flatMap((p) => p.items.map(entryOf));
    expect(oldest).toEqual([...newest].reverse());
  });

  it('refuses a sort it does not offer and a cursor made for another sort', async () => {
    expect((await history('sort=currency')).statusCode).toBe(400);
    const [first] = await walk('-changedAt', 200);
    const res = await history(`sort=changedAt&after=${first!.next}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty('after');
  });
});
