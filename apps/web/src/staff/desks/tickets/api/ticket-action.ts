import { StaffTicketSchema } from '@waha/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../api/staff-api';

/** The single-ticket writes; each answers the ticket as it now is. */
export type TicketAction = 'assign' | 'notes' | 'solve' | 'resolve' | 'files';

export function useTicketAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: TicketAction; body: unknown }) =>
      staffCall(StaffTicketSchema, `/tickets/${id}/${path}`, { method: 'POST', body }),
    // The queue (status, assignee) and the opened ticket both show the change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
