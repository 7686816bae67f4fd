import type { CsidCredentials } from './egs.js';

/** Where ZATCA's API is, and how long a call may wait for it. */
export interface ZatcaApi {
  baseUrl: string;
  timeoutMs: number;
}

/** ZATCA's answer (its JSON body, `{}` when it sent none), or why none came. */
export type ZatcaAnswer =
  { status: number; body: Record<string, unknown> } | { status: null; failure: 'timeout' | 'unreachable' };

/** A CSID as HTTP Basic credentials: the secret is only ever in this header. */
export const basicAuth = (csid: CsidCredentials) =>
  `Basic ${Buffer.from(`${csid.binarySecurityToken}:${csid.secret}`).toString('base64')}`;

/**
 * POST to ZATCA's API as it requires (JSON, Accept-Version V2, messages in English), for the
 * reporting and the onboarding calls alike. Never throws: a timeout or a lost connection is an
 * answer each caller turns into its own outcome.
 */
export async function postToZatca(
  api: ZatcaApi,
  path: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<ZatcaAnswer> {
  let response: Response;
  try {
    response = await fetch(`${api.baseUrl.replace(/\/$/, '')}${path}`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Accept-Language': 'en',
        'Accept-Version': 'V2',
        'Content-Type': 'application/json',
        ...headers,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(api.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return { status: null, failure: timedOut ? 'timeout' : 'unreachable' };
  }
  const text = await response.text().catch(() => '');
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  const object = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  return { status: response.status, body: object };
}
