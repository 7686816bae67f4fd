import type { RemittanceConfirmed, RemittanceService } from '@waha/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/remittance/:service/confirm: the form again with the code; stores the request. */
export function confirmRemittanceRequest(
  service: RemittanceService,
  form: unknown,
  code: string,
): Promise<RemittanceConfirmed> {
  return apiPost<RemittanceConfirmed>(`/remittance/${service}/confirm`, { form, code });
}

export function useConfirmRemittanceRequest(service: RemittanceService) {
  return useMutation({
    mutationFn: ({ form, code }: { form: unknown; code: string }) =>
      confirmRemittanceRequest(service, form, code),
  });
}
