import { PostsResponseSchema, type PostSummary } from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export async function getPosts(): Promise<PostSummary[]> {
  try {
    return PostsResponseSchema.parse(await apiGet('/posts/get-posts')).posts;
  } catch (error) {
    // SPEC.md section 8: a failed news fetch is logged only; the slider simply shows nothing.
    console.error('news posts could not be loaded', error);
    throw error;
  }
}

export function useHomePosts() {
  return useQuery({ queryKey: ['posts'], queryFn: getPosts, retry: false });
}
