import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 96 random bits: an alert id is a capability only with its signature, never guessable anyway. */
export const newAlertId = () => randomBytes(12).toString('base64url');

const signature = (secret: string, id: string) =>
  createHmac('sha256', secret)
    .update(`rate-alert-stop\n${id}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');

/** "<id>.<signature>": what the SMS link and the owner's list carry to stop one alert, no login. */
export function stopToken(secret: string, id: string): string {
  return `${id}.${signature(secret, id)}`;
}

/** The alert id a token names, or null when its signature does not match (any other secret, any edit). */
export function alertIdOf(secret: string, token: string): string | null {
  const [id, sig, extra] = token.split('.');
  if (!id || !sig || extra !== undefined) return null;
  const expected = Buffer.from(signature(secret, id));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

/**
 * The page that stops an alert. Opening it stops nothing: messaging apps fetch links to preview
 * them, so the page asks, and its button POSTs the token.
 */
export function stopUrl(origin: string, secret: string, id: string, language: string): string {
  return `${origin}/rates/alerts/stop?t=${stopToken(secret, id)}&lang=${language}`;
}
