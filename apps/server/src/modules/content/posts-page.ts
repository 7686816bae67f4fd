import { POSTS_PAGE_SIZE, type PostsPage } from '@waha/shared';
import type { Db } from '../../db/connection.js';
import { cursorRefused, decodeCursor, encodeCursor } from '../../lib/list-cursor.js';
import { listPostsPage } from './repository.js';

/** The public list's one order; a cursor names the last post of its page by day and id. */
const ORDER = '-date';

/**
 * GET /api/posts/get-posts, a page at a time (ADR 2202): the first page, or the one after a
 * cursor. A cursor that is not one this list made (wrong order, not a day and a whole id) is a 400.
 */
export async function postsPage(db: Db, after?: string): Promise<PostsPage> {
  let from: { date: string; id: number } | undefined;
  if (after !== undefined) {
    const cursor = decodeCursor(after, ORDER);
    if (typeof cursor.value !== 'string' || typeof cursor.id !== 'number' || !Number.isSafeInteger(cursor.id))
      throw cursorRefused();
    from = { date: cursor.value, id: cursor.id };
  }
  const { posts, more } = await listPostsPage(db, from, POSTS_PAGE_SIZE);
  const last = posts.at(-1);
  return { posts, next: more && last ? encodeCursor({ sort: ORDER, value: last.date, id: last.id }) : null };
}
