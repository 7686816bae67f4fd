import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, staffIp } from '../../test/staff-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
let content: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, 'admin', staffIp(170));
  content = await signInAs(t.app, 'content', staffIp(171));
});
afterAll(async () => t.close());

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('staff lists sorted and paged on the server', () => {
  it('accounts: by employee number either way, one page at a time with the total', async () => {
    const up = (await get('/api/staff/accounts?sort=employeeNumber&count=true', admin)).json();
    const down = (await get('/api/staff/accounts?sort=-employeeNumber', admin)).json();
    const numbers = up.items.map((a: { employeeNumber: string }) => a.employeeNumber);
    expect(numbers).toEqual([...numbers].sort());
    expect(down.items.map((a: { employeeNumber: string }) => a.employeeNumber)).toEqual(
      [...numbers].reverse(),
    );
    const first = (await get('/api/staff/accounts?sort=name&pageSize=2&count=true', admin)).json();
    const page = (await get(`/api/staff/accounts?sort=name&pageSize=2&after=${first.next}`, admin)).json();
    expect(page.items).toHaveLength(2);
    expect(first.total).toBe(up.total);
    expect(page.items.map((a: { id: string }) => a.id)).not.toContain(first.items[0].id);
    expect((await get('/api/staff/accounts?sort=passwordHash', admin)).statusCode).toBe(400);
  });

  it('content desks: each by its own fields; anything else is a 400 on sort', async () => {
    for (const [area, sort, field] of [
      ['faqs', 'sortOrder', 'sortOrder'],
      ['offers', '-sortOrder', 'sortOrder'],
      ['banners', 'sortOrder', 'sortOrder'],
      ['partners', '-sortOrder', 'sortOrder'],
      ['posts', '-date', 'date'],
    ] as const) {
      const res = await get(`/api/staff/content/${area}?sort=${sort}&pageSize=200&count=true`, content);
      expect(res.statusCode, area).toBe(200);
      const values = res.json().items.map((i: Record<string, number | string>) => i[field]);
      const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(values, area).toEqual(sort.startsWith('-') ? sorted.reverse() : sorted);
      expect(res.json().total).toBeGreaterThanOrEqual(values.length);
      const bad = await get(`/api/staff/content/${area}?sort=body_ar`, content);
      expect(bad.json().fieldErrors, area).toHaveProperty('sort');
    }
    const one = (await get('/api/staff/content/faqs?pageSize=1&count=true', content)).json();
    expect(one.items).toHaveLength(1);
    expect(one.total).toBeGreaterThan(1);
  });
});
