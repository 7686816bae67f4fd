import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StaffAccountsTable } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { auditContext, writeAudit } from './audit.js';
import { setSessionCookie } from './plugin.js';
import { createSession, deleteSession, loadSession } from './sessions.js';
import { clearAccountFailures, countFailure, refuseWhenThrottled, throttleKey } from './throttle.js';

/** Whatever was wrong (login, password, code, passkey), the answer is the same. */
export const signInFailed = () => new AppError(401, 'staff_signin_failed');

export const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});

/**
 * The session waiting for its second factor (password accepted), refused when throttled. Every
 * second-factor route starts here.
 */
export async function factorStage(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[app.staffCookie.name];
  const loaded = token ? await loadSession(app.db, token) : null;
  if (!token || !loaded || loaded.session.stage !== 'factor') throw new AppError(401, 'unauthorized');
  const key = throttleKey(loaded.account.id, loaded.account.employee_number);
  await refuseWhenThrottled(request, reply, key);
  const context = { ...auditContext(request, loaded.account.employee_number), actorId: loaded.account.id };
  return { ...loaded, key, context };
}

type Stage = Awaited<ReturnType<typeof factorStage>>;

/** A refused second factor: counted for throttling, audited, and the one answer for every failure. */
export async function refuseFactor(
  app: FastifyInstance,
  request: FastifyRequest,
  stage: Stage,
  detail: Record<string, string> = {},
): Promise<never> {
  await countFailure(request, stage.key);
  await writeAudit(app.db, stage.context, {
    action: 'signin.failed',
    recordType: 'staff_account',
    recordId: stage.account.id,
    after: { step: 'factor', ...detail },
  });
  throw signInFailed();
}

/** The second factor was accepted: the factor-stage row goes, a full session starts (rotation). */
export async function finishSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  stage: Stage,
  after: Record<string, string>,
) {
  await clearAccountFailures(request, stage.key);
  await deleteSession(app.db, stage.session.id);
  const full = await createSession(app.db, stage.account.id, 'full', clientOf(request));
  await writeAudit(app.db, stage.context, {
    action: 'signin.succeeded',
    recordType: 'staff_account',
    recordId: stage.account.id,
    after,
  });
  setSessionCookie(app, reply, full);
  return { next: 'done' as const };
}

export type { StaffAccountsTable };
