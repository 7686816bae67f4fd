import { riyadhDate } from '@waha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, staffIp } from '../../test/staff-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let support: string;
let content: string;
const run = Math.floor(Math.random() * 250) + 1;
const ip = (n: number) => `10.${run}.2.${n}`;
beforeAll(async () => {
  t = await createTestApp();
  support = await signInAs(t.app, 'support', staffIp(90));
  content = await signInAs(t.app, 'content', staffIp(91));
});
afterAll(async () => t.close());

const rate = (payload: Record<string, unknown>, address = ip(1), lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/branch-ratings',
    payload,
    remoteAddress: address,
    headers: { 'accept-language': lang },
  });
const summary = (query: string, cookie = support) =>
  t.app.inject({ method: 'GET', url: `/api/staff/branch-ratings/summary${query}`, headers: { cookie } });

describe('POST /api/branch-ratings', () => {
  it('stores three face ratings and a comment, digits in any script, with the Riyadh month', async () => {
    const res = await rate(
      { branchId: '١٣', professionalism: 5, expectations: '٤', cleanliness: 3, comment: ' نظيف <b>جدًا</b> ' },
      ip(1),
      'ar',
    );
    expect(res.statusCode, res.body).toBe(201);
    const row = await t.app.db
      .selectFrom('branch_ratings')
      .selectAll()
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      branch_id: 13,
      professionalism: 5,
      expectations: 4,
      cleanliness: 3,
      comment: 'نظيف <b>جدًا</b>',
      language: 'ar',
      month: riyadhDate().slice(0, 7),
    });
  });

  it('needs every face and a known branch; the comment is optional', async () => {
    const missing = await rate({ branchId: 13, professionalism: 5 }, ip(2));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({
      expectations: ['Please choose an answer.'],
      cleanliness: ['Please choose an answer.'],
    });
    const unanswered = await rate(
      { branchId: 13, professionalism: null, expectations: '', cleanliness: 2 },
      ip(2),
    );
    expect(unanswered.json().fieldErrors).toEqual({
      professionalism: ['Please choose an answer.'],
      expectations: ['Please choose an answer.'],
    });
    const outOfRange = await rate(
      { branchId: 13, professionalism: 6, expectations: 0, cleanliness: 2 },
      ip(2),
    );
    expect(Object.keys(outOfRange.json().fieldErrors).sort()).toEqual(['expectations', 'professionalism']);
    const unknown = await rate({ branchId: 99, professionalism: 1, expectations: 1, cleanliness: 1 }, ip(2));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ branchId: ['Choose a valid branch.'] });
    expect(
      (await rate({ branchId: 19, professionalism: 1, expectations: 2, cleanliness: 3 }, ip(2))).statusCode,
    ).toBe(201);
  });

  it('limits one client to twenty ratings an hour', async () => {
    const ok = { branchId: 11, professionalism: 4, expectations: 4, cleanliness: 4 };
    for (let i = 0; i < 20; i += 1) expect((await rate(ok, ip(3))).statusCode).toBe(201);
    const res = await rate(ok, ip(3));
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('rate_limited');
  });
});

describe('the ratings desk', () => {
  it('answers monthly counts and averages per branch and question, filtered by branch', async () => {
    for (const [i, scores] of [
      [5, 4, 2],
      [4, 3, 5],
    ].entries())
      await rate(
        { branchId: 17, professionalism: scores[0], expectations: scores[1], cleanliness: scores[2] },
        ip(10 + i),
      );
    const res = await summary('?branchId=17');
    expect(res.statusCode).toBe(200);
    expect(res.json().months).toEqual([
      {
        month: riyadhDate().slice(0, 7),
        branchId: 17,
        count: 2,
        professionalism: 4.5,
        expectations: 3.5,
        cleanliness: 3.5,
      },
    ]);
    const all = await summary('');
    expect(new Set(all.json().months.map((m: { branchId: number }) => m.branchId))).toEqual(
      new Set([11, 13, 17, 19]),
    );
    expect(all.json().comments.map((c: { comment: string }) => c.comment)).toContain('نظيف <b>جدًا</b>');
    expect((await summary('?from=2000-01&to=2000-12')).json()).toEqual({ months: [], comments: [] });
    expect((await summary('?from=2000-13')).statusCode).toBe(400);
  });

  it('draws the QR code of a branch poster pointing at /rate?branch=ID, for support only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/staff/branch-ratings/14/qr.svg',
      headers: { cookie: support },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toMatch(/^<svg/);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/staff/branch-ratings/99/qr.svg',
      headers: { cookie: support },
    });
    expect(missing.statusCode).toBe(404);
    expect((await summary('', content)).statusCode).toBe(403);
  });
});
