import type { Post, PostsPage } from '@waha/shared';
import { useInfiniteQuery, useQueryClient, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { getPosts, POSTS_QUERY } from '../../../lib/posts-query';

/**
 * /posts: the first page (shared with the slider and the server render, so it is not asked
 * twice), then one more page per "more" (ADR 2202).
 */
export function usePostPages() {
  const client = useQueryClient();
  return useInfiniteQuery({
    queryKey: [...POSTS_QUERY.queryKey, 'pages'],
    queryFn: ({ pageParam }): Promise<PostsPage> => getPosts(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: PostsPage) => last.next ?? undefined,
    initialData: () => {
      const first = client.getQueryData<PostsPage>(POSTS_QUERY.queryKey);
      return first && { pages: [first], pageParams: [undefined] };
    },
  });
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
