import { RemittanceConfirmedSchema, type RemittanceConfirmed, type RemittanceService } from '@waha/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/remittance/:service/confirm: the form again with the code; stores the request. */
export async function confirmRemittanceRequest(
  service: RemittanceService,
  form: unknown,
  code: string,
): Promise<RemittanceConfirmed> {
  return RemittanceConfirmedSchema.parse(await apiPost(`/remittance/${service}/confirm`, { form, code }));
}

export function useConfirmRemittanceRequest(service: RemittanceService) {
  return useMutation({
    mutationFn: ({ form, code }: { form: unknown; code: string }) =>
      confirmRemittanceRequest(service, form, code),
  });
}
