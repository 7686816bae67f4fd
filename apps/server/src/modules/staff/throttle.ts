import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LimitRule } from '../../lib/limiter.js';
import { limitRefusal } from '../../plugins/limiter.js';

/**
 * Sign-in failures per account and per client address. The account key is the account's id when
 * the login names one (email and employee number share one count), else the login as typed, so
 * unknown accounts are throttled exactly like real ones and the answer reveals nothing.
 */
const PER_ACCOUNT: LimitRule = { bucket: 'staff-signin-account', max: 5, windowMs: 15 * 60 * 1000 };
const PER_CLIENT: LimitRule = { bucket: 'staff-signin-client', max: 20, windowMs: 15 * 60 * 1000 };

export const throttleKey = (accountId: string | undefined, login: string) =>
  accountId ? `account:${accountId}` : `login:${login.trim().toLowerCase()}`;

/** Refuses with 429 while either count is used up; counts nothing itself. */
export async function refuseWhenThrottled(request: FastifyRequest, reply: FastifyReply, key: string) {
  const [account, client] = await Promise.all([
    request.server.limiter.hit(PER_ACCOUNT, key, Date.now(), 0),
    request.server.limiter.hit(PER_CLIENT, request.ip, Date.now(), 0),
  ]);
  const blocked = [
    { outcome: account, rule: PER_ACCOUNT },
    { outcome: client, rule: PER_CLIENT },
  ].filter(({ outcome, rule }) => outcome.count >= rule.max);
  if (blocked.length) {
    const resetAt = Math.max(...blocked.map(({ outcome }) => outcome.resetAt));
    // One refusal counts once, under the first rule that refused it (the account's before the address's).
    throw limitRefusal(request, reply, blocked[0]!.rule, resetAt);
  }
}

export async function countFailure(request: FastifyRequest, key: string) {
  await Promise.all([
    request.server.limiter.hit(PER_ACCOUNT, key),
    request.server.limiter.hit(PER_CLIENT, request.ip),
  ]);
}

export async function clearAccountFailures(request: FastifyRequest, key: string) {
  await request.server.limiter.reset(PER_ACCOUNT.bucket, key);
}
