import { BulkResultSchema, type CallBulkAssign, type CallBulkStatus } from '@waha/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../api/staff-api';

type BulkCall = { path: 'assign'; body: CallBulkAssign } | { path: 'status'; body: CallBulkStatus };

/** A bulk action on the selected call-backs; the answer lists the ones changed and the ones refused. */
export function useCallBulk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: BulkCall) =>
      staffCall(BulkResultSchema, `/call-requests/${path}`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'calls'] }),
  });
}
