import type { StaffRole } from '@waha/shared';
import type { FastifyInstance } from 'fastify';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../db/seed/demo-staff.js';
import { currentTotp } from '../modules/staff/factors/totp.js';

// Redis counters outlive a run (PostgreSQL mode): a fresh client address per run.
const run = Math.floor(Math.random() * 250) + 1;
export const staffIp = (n: number) => `10.${run}.${n >> 8}.${n & 255}`;

export const ORIGIN = 'http://localhost:3000';

export function demoStaff(role: StaffRole) {
  const person = DEMO_STAFF.find((p) => p.role === role);
  if (!person) throw new Error(`no demo staff for ${role}`);
  return person;
}

/** The cookie pair `name=value` from a response's Set-Cookie. */
export function cookieOf(res: { headers: Record<string, unknown> }): string {
  const header = res.headers['set-cookie'];
  const first = Array.isArray(header) ? header[0] : header;
  return String(first).split(';')[0]!;
}

/**
 * Signs a demo staff member in with password and TOTP and answers the session cookie. The last
 * accepted step is cleared first: one test signs the same person in several times within 30 s,
 * which the replay rule would otherwise refuse (auth.test.ts proves that rule on its own).
 */
export async function signInAs(app: FastifyInstance, role: StaffRole, ip = staffIp(1)): Promise<string> {
  const person = demoStaff(role);
  await app.db
    .updateTable('staff_accounts')
    .set({ totp_last_step: null })
    .where('employee_number', '=', person.employeeNumber)
    .execute();
  const first = await app.inject({
    method: 'POST',
    url: '/api/staff/auth/sign-in',
    headers: { origin: ORIGIN },
    remoteAddress: ip,
    payload: { login: person.employeeNumber, password: DEMO_STAFF_PASSWORD },
  });
  if (first.statusCode !== 200) throw new Error(`sign-in: ${first.statusCode} ${first.body}`);
  const second = await app.inject({
    method: 'POST',
    url: '/api/staff/auth/factor',
    headers: { origin: ORIGIN, cookie: cookieOf(first) },
    remoteAddress: ip,
    payload: { code: currentTotp(person.totpSecret) },
  });
  if (second.statusCode !== 200) throw new Error(`factor: ${second.statusCode} ${second.body}`);
  return cookieOf(second);
}
