import { StaffMeSchema, type StaffMe } from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, ApiError } from '../../lib/api-client';

/**
 * The staff app's calls. Every answer is parsed with the shared schema; writes go out with the
 * browser's Origin header, which the server checks on every staff write.
 */
export async function staffCall<S extends z.ZodType>(
  schema: S,
  path: string,
  init: {
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    body?: unknown;
    query?: Record<string, string | number | undefined>;
  } = {},
): Promise<z.infer<S>> {
  const { data } = await apiRequest<unknown>(`/staff${path}`, {
    method: init.method ?? 'GET',
    body: init.body,
    query: init.query,
  });
  return schema.parse(data ?? null);
}

export const ME_KEY = ['staff', 'me'] as const;

/** Who is signed in; null when nobody is (401), so the shell can send them to sign-in. */
export function useStaffMe() {
  return useQuery({
    queryKey: ME_KEY,
    queryFn: async (): Promise<StaffMe | null> => {
      try {
        return await staffCall(StaffMeSchema, '/me');
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 60_000,
    retry: false,
  });
}
