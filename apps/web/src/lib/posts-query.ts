import type { PostSummary } from '@waha/shared';
import { apiGet } from './api-client';
import { parseResponse } from './parse-response';

/** GET /api/posts/get-posts. */
export async function getPosts(): Promise<PostSummary[]> {
  try {
    return (await parseResponse('PostsResponseSchema', await apiGet('/posts/get-posts'))).posts;
  } catch (error) {
    // SPEC.md section 8: a failed news fetch is logged only; the slider simply shows nothing.
    console.error('news posts could not be loaded', error);
    throw error;
  }
}

/**
 * The news list is one query for the whole app (the home slider and /posts share its cache), so
 * its key has one fetcher: two fetchers under one key would answer each other's callers.
 */
export const POSTS_QUERY = { queryKey: ['posts'] as const, queryFn: getPosts };
