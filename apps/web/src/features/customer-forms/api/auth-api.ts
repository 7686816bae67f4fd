import type { Login, OtpSent } from '@waha/shared';
import { apiGet, apiPost } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-response';

/** SPEC.md section 7: the login area's calls. */
export async function requestLoginCode(login: Login): Promise<OtpSent> {
  return parseAnswer('customer-forms', 'OtpSentSchema', await apiPost('/auth/forms/login', login));
}

export async function verifyLogin(login: Login, code: string): Promise<void> {
  await apiPost('/auth/forms/verify', { ...login, code });
}

/** A failed check counts as "not logged in" (SPEC.md section 8). */
export async function checkAuth(): Promise<boolean> {
  try {
    return (await parseAnswer('customer-forms', 'AuthCheckSchema', await apiGet('/auth/forms/auth-check')))
      .success;
  } catch {
    return false;
  }
}

/** Ends the session on the server; a failure is only logged (SPEC.md section 8). */
export async function signOut(): Promise<void> {
  try {
    await apiPost('/auth/forms/signout', {});
  } catch (error) {
    console.warn('signout failed', error);
  }
}
