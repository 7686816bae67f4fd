import { BulkResultSchema, type TicketBulkAssign, type TicketBulkStatus } from '@waha/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../api/staff-api';

type BulkCall = { path: 'assign'; body: TicketBulkAssign } | { path: 'status'; body: TicketBulkStatus };

/** A bulk action on the selected tickets; the answer lists the ones changed and the ones refused. */
export function useTicketBulk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: BulkCall) =>
      staffCall(BulkResultSchema, `/tickets/${path}`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
