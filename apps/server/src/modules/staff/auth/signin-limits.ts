import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LimitRule } from '../../../lib/limiter.js';
import type { SignInBlockScope } from '../../../plugins/metrics-registry.js';
import { clientAddress, limitRefusal } from '../../../plugins/limiter.js';
import { clientKey } from '../../../lib/client-key.js';
import { spendCaptcha } from '../../captcha/index.js';
import { auditContext, writeAudit } from '../audit/audit.js';
import type { TrustedDevice } from './devices.js';
import { FACTOR_STAGE_MS } from './sessions.js';

const WINDOW = 15 * 60 * 1000;

/**
 * The staff sign-in limits (issue 21, ADR 2101). Every attempt RESERVES its slots (one atomic
 * increment each, Redis or one database statement) before any password, code or passkey is
 * evaluated, so however many arrive at once, at most `max` are evaluated; a right attempt gives
 * its slots back. A browser with the person's device cookie counts against that device alone;
 * every other attempt counts per address and per account ("unknown devices"): free at first
 * (slowed down), then one solved proof-of-work captcha per attempt, then blocked for the window.
 */
export const SIGNIN_LIMITS = {
  address: { bucket: 'staff-signin-client', max: 20, windowMs: WINDOW },
  unknownDevices: { bucket: 'staff-signin-account', max: 5, windowMs: WINDOW },
  captcha: { bucket: 'staff-signin-captcha', max: 15, windowMs: WINDOW },
  device: { bucket: 'staff-signin-device', max: 5, windowMs: WINDOW },
  factorSession: { bucket: 'staff-factor-session', max: 5, windowMs: FACTOR_STAGE_MS },
  factorAccount: { bucket: 'staff-factor-account', max: 10, windowMs: WINDOW },
} as const satisfies Record<string, LimitRule>;

/** Who an attempt is for: the account key (id, or the login typed when it names nobody). */
export interface SignInSubject {
  key: string;
  accountId: string | null;
  /** What the person typed, or their employee number: the audit entry's actor label. */
  label: string;
  device: TrustedDevice | null;
}

export const subjectKey = (accountId: string | undefined, login: string) =>
  accountId ? `account:${accountId}` : `login:${login.trim().toLowerCase()}`;

export interface Reservation {
  /** This attempt's place among the account's unknown-device attempts (0 on a trusted device). */
  unknownCount: number;
  /** The attempt was right: every slot it reserved goes back. */
  release(): Promise<void>;
}

interface Held {
  rule: LimitRule;
  key: string;
}

function reservation(request: FastifyRequest, held: Held[], unknownCount: number): Reservation {
  return {
    unknownCount,
    release: async () => {
      await Promise.all(held.map(({ rule, key }) => request.server.limiter.release(rule, key)));
    },
  };
}

/** A limit has just started refusing: one audit entry and one count per block, not per request. */
async function blockStarted(request: FastifyRequest, subject: SignInSubject, scope: SignInBlockScope) {
  request.server.metrics.signInBlocks.inc({ scope });
  await writeAudit(
    request.server.db,
    { ...auditContext(request, subject.label), actorId: subject.accountId },
    {
      action: 'signin.blocked',
      recordType: 'staff_account',
      recordId: subject.accountId ?? '-',
      after: { scope },
    },
  );
}

/** Reserves one slot, or refuses with 429 when the reserved count is past the rule's max. */
async function take(
  request: FastifyRequest,
  reply: FastifyReply,
  held: Held[],
  subject: SignInSubject,
  rule: LimitRule,
  key: string,
  scope: SignInBlockScope,
): Promise<void> {
  const outcome = await request.server.limiter.hit(rule, key);
  if (outcome.count <= rule.max) {
    held.push({ rule, key });
    return;
  }
  if (outcome.count === rule.max + 1) await blockStarted(request, subject, scope);
  throw limitRefusal(request, reply, rule, outcome.resetAt);
}

/** Step one (the password). `captcha`: a solved proof of work, needed past the free attempts. */
export async function reservePasswordAttempt(
  request: FastifyRequest,
  reply: FastifyReply,
  subject: SignInSubject,
  captcha: string | undefined,
): Promise<Reservation> {
  const held: Held[] = [];
  if (subject.device) {
    await take(request, reply, held, subject, SIGNIN_LIMITS.device, subject.device.id, 'device');
    return reservation(request, held, 0);
  }
  await take(request, reply, held, subject, SIGNIN_LIMITS.address, clientAddress(request), 'address');
  const { limiter } = request.server;
  const free = SIGNIN_LIMITS.unknownDevices;
  const unknown = await limiter.hit(free, subject.key);
  if (unknown.count <= free.max) {
    held.push({ rule: free, key: subject.key });
    return reservation(request, held, unknown.count);
  }
  // Past the free attempts: each further one from an unknown device costs a solved captcha.
  if (!captcha) {
    const spent = await limiter.hit(SIGNIN_LIMITS.captcha, subject.key, Date.now(), 0);
    if (spent.count > SIGNIN_LIMITS.captcha.max) {
      throw limitRefusal(request, reply, SIGNIN_LIMITS.captcha, spent.resetAt);
    }
    throw limitRefusal(request, reply, free, unknown.resetAt, 'staff_captcha_required');
  }
  await spendCaptcha(
    { hmacKey: request.server.staffSignIn.captchaHmacKey },
    request.server.captchaStore,
    captcha,
    clientKey(request),
  );
  await take(request, reply, held, subject, SIGNIN_LIMITS.captcha, subject.key, 'unknown_devices');
  return reservation(request, held, unknown.count);
}

/** Step two (TOTP, recovery code or passkey): per factor-stage session, and per device or account. */
export async function reserveFactorAttempt(
  request: FastifyRequest,
  reply: FastifyReply,
  subject: SignInSubject,
  sessionId: string,
): Promise<Reservation> {
  const held: Held[] = [];
  await take(request, reply, held, subject, SIGNIN_LIMITS.factorSession, sessionId, 'factor_session');
  if (subject.device) {
    await take(request, reply, held, subject, SIGNIN_LIMITS.device, subject.device.id, 'device');
  } else {
    await take(request, reply, held, subject, SIGNIN_LIMITS.factorAccount, subject.key, 'factor_account');
  }
  return reservation(request, held, 0);
}

/**
 * "Slow down" before the captcha: the 3rd, 4th and 5th free attempt from unknown devices wait
 * 1, 2 and 3 steps, holding their reserved slot (so waiting buys an attacker nothing).
 */
export async function slowDown(request: FastifyRequest, reservation: Reservation): Promise<void> {
  const steps = Math.min(3, Math.max(0, reservation.unknownCount - 2));
  const ms = steps * request.server.staffSignIn.slowdownMs;
  if (ms > 0 && reservation.unknownCount <= SIGNIN_LIMITS.unknownDevices.max) {
    await new Promise((resolve) => setTimeout(resolve, ms));
  }
}
