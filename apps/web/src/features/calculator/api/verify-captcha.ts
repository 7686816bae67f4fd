import { useMutation } from '@tanstack/react-query';
import { CaptchaVerifyResponseSchema, type CaptchaVerifyResponse } from '@waha/shared';
import { apiPost } from '../../../lib/api-client';

/** POST /api/captcha/verify: the server checks the solution once and lifts the rates limit. */
export async function verifyCaptcha(payload: string): Promise<CaptchaVerifyResponse> {
  return CaptchaVerifyResponseSchema.parse(await apiPost('/captcha/verify', { payload }));
}

export function useVerifyCaptcha() {
  return useMutation({ mutationFn: verifyCaptcha });
}
