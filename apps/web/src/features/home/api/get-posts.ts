import { useQuery } from '@tanstack/react-query';
import { POSTS_QUERY } from '../../../lib/posts-query';

export function useHomePosts() {
  return useQuery({ ...POSTS_QUERY, retry: false });
}
