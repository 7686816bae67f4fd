import type { PostsPage } from '@waha/shared';
import { apiGet } from './api-client';
import { parseResponse } from './parse-response';

/** GET /api/posts/get-posts: the first page of news, or the page after a cursor (`next`). */
export async function getPosts(after?: string): Promise<PostsPage> {
  try {
    const path = after ? `/posts/get-posts?after=${encodeURIComponent(after)}` : '/posts/get-posts';
    return await parseResponse('PostsResponseSchema', await apiGet(path));
  } catch (error) {
    // SPEC.md section 8: a failed news fetch is logged only; the slider simply shows nothing.
    console.error('news posts could not be loaded', error);
    throw error;
  }
}

/**
 * The first page of news is one query for the whole app (the home slider, /posts and the server
 * render share its cache), so its key has one fetcher: two fetchers under one key would answer
 * each other's callers.
 */
export const POSTS_QUERY = { queryKey: ['posts'] as const, queryFn: () => getPosts() };
