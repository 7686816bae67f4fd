import { useQuery } from '@tanstack/react-query';
import { POSTS_QUERY } from '../../../lib/posts-query';

/** The slider shows the first page of news; /posts has the rest. */
export function useHomePosts() {
  return useQuery({ ...POSTS_QUERY, retry: false, select: (page) => page.posts });
}
