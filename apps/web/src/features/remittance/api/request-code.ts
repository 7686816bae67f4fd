import type { OtpSent, RemittanceService } from '@waha/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-response';

/** POST /api/remittance/:service/code: checks the pair against the records and texts a code. */
export async function requestRemittanceCode(service: RemittanceService, form: unknown): Promise<OtpSent> {
  return parseAnswer('remittance', 'OtpSentSchema', await apiPost(`/remittance/${service}/code`, form));
}

export function useRequestRemittanceCode(service: RemittanceService) {
  return useMutation({ mutationFn: (form: unknown) => requestRemittanceCode(service, form) });
}
