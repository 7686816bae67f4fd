import { StaffSessionViewSchema } from '@waha/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { staffCall } from '../../../api/staff-api';

const KEY = ['staff', 'sessions'] as const;
const SessionsSchema = z.object({ items: z.array(StaffSessionViewSchema) });

export const getSessions = () => staffCall(SessionsSchema, '/sessions');

/** Where I am signed in. */
export function useSessions() {
  return useQuery({ queryKey: KEY, queryFn: getSessions });
}

export const deleteSession = (id: string) => staffCall(z.null(), `/sessions/${id}`, { method: 'DELETE' });

/** Signs one of my sessions out; the list refreshes. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
