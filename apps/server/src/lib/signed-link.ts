import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Signed links: a capability in a URL (a statement download, a ticket's response file, an alert's
 * stop button) that needs no login. The signature covers a purpose as well as the subject, so a
 * link made for one use never opens another with the same id.
 */

/** HMAC-SHA256 of `purpose` and `subject`, base64url; `bytes` shortens it where a link must stay short. */
export function signature(secret: string, purpose: string, subject: string, bytes = 32): string {
  return createHmac('sha256', secret)
    .update(`${purpose}\n${subject}`)
    .digest()
    .subarray(0, bytes)
    .toString('base64url');
}

/** Whether `given` is `expected`, compared in constant time: timing must not reveal a signature. */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

const expiringSignature = (secret: string, purpose: string, subject: string, expires: number) =>
  signature(secret, purpose, `${subject}\n${expires}`);

/** The query of a link to `subject` that works for `lifetimeMs` from `now`: `expires=<ms>&token=<signature>`. */
export function expiringQuery(
  secret: string,
  purpose: string,
  subject: string,
  lifetimeMs: number,
  now: Date,
): string {
  const expires = now.getTime() + lifetimeMs;
  return `expires=${expires}&token=${expiringSignature(secret, purpose, subject, expires)}`;
}

/** Whether an expiring link's `expires` and `token` were signed for `subject` and have not run out. */
export function expiringLinkValid(
  secret: string,
  purpose: string,
  link: { subject: string; expires: number; token: string },
  now: Date,
): boolean {
  return (
    link.expires > now.getTime() &&
    sameSignature(expiringSignature(secret, purpose, link.subject, link.expires), link.token)
  );
}
