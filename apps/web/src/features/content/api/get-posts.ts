import type { Post } from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { POSTS_QUERY } from '../../../lib/posts-query';

export function usePosts() {
  return useQuery(POSTS_QUERY);
}

export async function getPost(id: string): Promise<Post> {
  return (await parseResponse('PostResponseSchema', await apiGet(`/posts/${encodeURIComponent(id)}`))).post;
}

export function usePost(id: string) {
  return useQuery({
    queryKey: ['post', id],
    queryFn: () => getPost(id),
    // A missing post stays missing: do not ask again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
}
