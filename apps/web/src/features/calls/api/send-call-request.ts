import type { CallRequestInput } from '@waha/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-response';

/**
 * Sends the form as typed: the schema turns 05XXXXXXXX into E.164, which the same schema on the
 * server would refuse, so the server parses the customer's own input again.
 */
export function useSendCallRequest() {
  return useMutation({
    mutationFn: async (request: CallRequestInput) =>
      parseAnswer('calls', 'CallRequestResponseSchema', await apiPost('/call-requests', request)),
  });
}
