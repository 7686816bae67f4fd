import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StaffAccountsTable } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { auditContext, writeAudit } from '../audit/audit.js';
import { issueDevice, touchDevice, trustedDevice } from './devices.js';
import { setSessionCookie } from '../plugin.js';
import { createSession, deleteSession, loadSession } from './sessions.js';
import { reserveFactorAttempt, subjectKey, type Reservation, type SignInSubject } from './signin-limits.js';
import { failuresSinceLastSignIn } from './signin-notice.js';

/** Whatever was wrong (login, password, code, passkey), the answer is the same. */
export const signInFailed = () => new AppError(401, 'staff_signin_failed');

export const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});

/**
 * The session waiting for its second factor (password accepted). With `reserve`, the attempt's
 * slots are reserved before anything is checked (auth/signin-limits.ts): every route that evaluates
 * a code or a passkey asks for it; the passkey options route, which evaluates nothing, does not.
 */
export async function factorStage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  { reserve }: { reserve: boolean },
) {
  const token = request.cookies[app.staffCookie.name];
  const loaded = token ? await loadSession(app.db, token) : null;
  if (!token || !loaded || loaded.session.stage !== 'factor') throw new AppError(401, 'unauthorized');
  const { account } = loaded;
  const subject: SignInSubject = {
    key: subjectKey(account.id, account.employee_number),
    accountId: account.id,
    label: account.employee_number,
    device: await trustedDevice(app, request, account.id),
  };
  const reservation: Reservation | null = reserve
    ? await reserveFactorAttempt(request, reply, subject, loaded.session.id)
    : null;
  const context = { ...auditContext(request, account.employee_number), actorId: account.id };
  return { ...loaded, subject, reservation, context };
}

type Stage = Awaited<ReturnType<typeof factorStage>>;

/** A refused second factor: its reserved slots stay used, it is audited, and one answer for all. */
export async function refuseFactor(
  app: FastifyInstance,
  request: FastifyRequest,
  stage: Stage,
  detail: Record<string, string> = {},
): Promise<never> {
  await writeAudit(app.db, stage.context, {
    action: 'signin.failed',
    recordType: 'staff_account',
    recordId: stage.account.id,
    after: { step: 'factor', ...detail },
  });
  throw signInFailed();
}

/**
 * The second factor was accepted: its slots go back, the factor-stage row goes, a full session
 * starts (rotation) carrying the failed attempts since the previous sign-in, and a browser
 * without this person's device cookie gets one: the success's audit entry says `device: new`,
 * and the new-device metric counts it.
 */
export async function finishSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  stage: Stage,
  after: Record<string, string>,
) {
  await stage.reservation?.release();
  await deleteSession(app.db, stage.session.id);
  const notice = await failuresSinceLastSignIn(app.db, stage.account.id);
  const full = await createSession(app.db, stage.account.id, 'full', clientOf(request), new Date(), notice);
  // The session cookie first: it is the one a client reads from the answer (the device's follows).
  setSessionCookie(app, reply, full);
  const { device } = stage.subject;
  await writeAudit(app.db, stage.context, {
    action: 'signin.succeeded',
    recordType: 'staff_account',
    recordId: stage.account.id,
    after: device ? after : { ...after, device: 'new' },
  });
  if (device) {
    await touchDevice(app.db, device);
  } else {
    await issueDevice(app, reply, stage.account.id, clientOf(request).userAgent);
    app.metrics.signInNewDevices.inc();
  }
  return { next: 'done' as const };
}

export type { StaffAccountsTable };
