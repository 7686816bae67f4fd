import type { RemittanceConfirmed, RemittanceService } from '@waha/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-response';

/** POST /api/remittance/:service/confirm: the form again with the code; stores the request. */
export async function confirmRemittanceRequest(
  service: RemittanceService,
  form: unknown,
  code: string,
): Promise<RemittanceConfirmed> {
  return parseAnswer(
    'remittance',
    'RemittanceConfirmedSchema',
    await apiPost(`/remittance/${service}/confirm`, { form, code }),
  );
}

export function useConfirmRemittanceRequest(service: RemittanceService) {
  return useMutation({
    mutationFn: ({ form, code }: { form: unknown; code: string }) =>
      confirmRemittanceRequest(service, form, code),
  });
}
