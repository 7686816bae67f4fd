import { StaffSessionStateSchema, type StaffMe } from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client';

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

/** Who is signed in; null when nobody is, so the shell can send them to sign-in. */
export function useStaffMe() {
  return useQuery({
    queryKey: ME_KEY,
    queryFn: async (): Promise<StaffMe | null> =>
      (await staffCall(StaffSessionStateSchema, '/auth/session')).me,
    staleTime: 60_000,
    retry: false,
  });
}
