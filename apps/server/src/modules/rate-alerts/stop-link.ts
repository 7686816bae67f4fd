import { randomBytes } from 'node:crypto';
import { sameSignature, signature as sign } from '../../lib/signed-link.js';

/** 96 random bits: an alert id is a capability only with its signature, never guessable anyway. */
export const newAlertId = () => randomBytes(12).toString('base64url');

/** 128 bits of HMAC: the link travels by SMS, where every character counts; it never expires. */
const signature = (secret: string, id: string) => sign(secret, 'rate-alert-stop', id, 16);

/** "<id>.<signature>": what the SMS link and the owner's list carry to stop one alert, no login. */
export function stopToken(secret: string, id: string): string {
  return `${id}.${signature(secret, id)}`;
}

/** The alert id a token names, or null when its signature does not match (any other secret, any edit). */
export function alertIdOf(secret: string, token: string): string | null {
  const [id, sig, extra] = token.split('.');
  if (!id || !sig || extra !== undefined) return null;
  return sameSignature(signature(secret, id), sig) ? id : null;
}

/**
 * The page that stops an alert. Opening it stops nothing: messaging apps fetch links to preview
 * them, so the page asks, and its button POSTs the token.
 */
export function stopUrl(origin: string, secret: string, id: string, language: string): string {
  return `${origin}/rates/alerts/stop?t=${stopToken(secret, id)}&lang=${language}`;
}
