import { CallRequestViewSchema, type CallStatus } from '@waha/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../api/staff-api';

/** Records the outcome of one call; the queue refreshes. */
export function useCallStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: CallStatus }) =>
      staffCall(CallRequestViewSchema, `/call-requests/${id}/status`, { method: 'POST', body: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'calls'] }),
  });
}
