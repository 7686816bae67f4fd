import { CallRequestResponseSchema, type CallRequest } from '@waha/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export function useSendCallRequest() {
  return useMutation({
    mutationFn: async (request: CallRequest) =>
      CallRequestResponseSchema.parse(await apiPost('/call-requests', request)),
  });
}
