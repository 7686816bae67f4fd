import { POSTS_PAGE_SIZE, PostsResponseSchema } from '@waha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRows, postRow } from '../../test/list-rows.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertRows(t.app.db as never, 'posts', 130, postRow);
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/posts/get-posts, paged', () => {
  it('answers a page at a time; following next shows every visible post once, newest first', async () => {
    const visible = await t.app.db
      .selectFrom('posts')
      .select('id')
      .where('published', '=', 1)
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const seen: number[] = [];
    let url = '/api/posts/get-posts';
    for (let pages = 1; ; pages++) {
      const res = await get(url);
      expect(res.statusCode, res.body).toBe(200);
      const page = PostsResponseSchema.parse(res.json());
      expect(page.posts.length).toBeLessThanOrEqual(POSTS_PAGE_SIZE);
      seen.push(...page.posts.map((p) => p.id));
      if (!page.next) break;
      expect(pages).toBeLessThan(20);
      url = `/api/posts/get-posts?after=${page.next}`;
    }
    // The demo posts are among them; the published ones of the 130 (117) all appear exactly once.
    expect(seen).toEqual(visible.map((p) => p.id));
    expect(seen.filter((id) => id >= 100_000)).toHaveLength(117);
  });

  it('refuses a cursor it did not make with a 400 on after, never a 500', async () => {
    const forge = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const after of [
      'x!',
      forge(['date', '2025-01-01', 5]),
      forge(['-date', '2025-01-01', 'five']),
      forge(['-date', 7, 5]),
      forge(['-date', '2025-01-01', 1e300]),
    ]) {
      const res = await get(`/api/posts/get-posts?after=${encodeURIComponent(after)}`);
      expect(res.statusCode, after).toBe(400);
      expect(res.json().fieldErrors, after).toHaveProperty('after');
    }
  });
});
