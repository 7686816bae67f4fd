import { useMutation } from '@tanstack/react-query';
import { CaptchaVerifyResponseSchema, type CaptchaVerifyResponse } from '@waha/shared';
import { apiPost } from '../../../lib/api-client';

/** Where the captcha widget fetches its proof-of-work challenge. */
export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';

/** POST /api/captcha/verify: the server checks the solution once and lifts the rates limit. */
export async function verifyCaptcha(payload: string): Promise<CaptchaVerifyResponse> {
  return CaptchaVerifyResponseSchema.parse(await apiPost('/captcha/verify', { payload }));
}

export function useVerifyCaptcha() {
  return useMutation({ mutationFn: verifyCaptcha });
}
