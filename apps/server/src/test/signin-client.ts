import { CaptchaChallengeSchema, type StaffRole } from '@waha/shared';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import { DEMO_STAFF_PASSWORD } from '../db/seed/demo-staff.js';
import { currentTotp } from '../modules/staff/factors/totp.js';
import { randomIp } from './core-fixtures.js';
import { sample, scrape } from './metrics-text.js';
import { cookieOf, demoStaff, ORIGIN } from './staff-client.js';

export type Injected = Awaited<ReturnType<FastifyInstance['inject']>>;

/** Every `name=value` a response sets, by name. */
export function cookiesOf(res: Injected): Record<string, string> {
  const header = res.headers['set-cookie'];
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  return Object.fromEntries(
    lines.map((line) => {
      const pair = line.split(';')[0]!;
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

/** The device cookie a full sign-in set (name and value), if any. */
export function deviceCookieOf(res: Injected): { name: string; value: string } | null {
  const entry = Object.entries(cookiesOf(res)).find(([name]) => name.includes('waha_device_'));
  return entry ? { name: entry[0], value: entry[1] } : null;
}

/** Sign-in steps for one demo person, from any address, with any cookies. */
export function signInSteps(app: FastifyInstance, role: StaffRole) {
  const person = demoStaff(role);
  const post = (url: string, payload: object, ip: string, cookie?: string) =>
    app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      remoteAddress: ip,
      headers: { origin: ORIGIN, 'accept-language': 'en', ...(cookie ? { cookie } : {}) },
    });
  const steps = {
    person,
    password: (password: string, ip = randomIp(), cookie?: string, captcha?: string) =>
      post(
        '/api/staff/auth/sign-in',
        { login: person.employeeNumber, password, ...(captcha && { captcha }) },
        ip,
        cookie,
      ),
    factor: (code: string, factorCookie: string, ip = randomIp()) =>
      post('/api/staff/auth/factor', { code }, ip, factorCookie),
    /** Lets this test sign the same person in again within one TOTP step. */
    resetStep: () =>
      app.db
        .updateTable('staff_accounts')
        .set({ totp_last_step: null })
        .where('employee_number', '=', person.employeeNumber)
        .execute(),
    /** Password then TOTP; answers both responses. `device`: the device cookie pair to present. */
    async full(ip = randomIp(), device?: string) {
      await steps.resetStep();
      const first = await steps.password(DEMO_STAFF_PASSWORD, ip, device);
      if (first.statusCode !== 200) return { first, second: null };
      const factorCookie = [cookieOf(first), device].filter(Boolean).join('; ');
      const second = await steps.factor(currentTotp(person.totpSecret), factorCookie, ip);
      return { first, second };
    },
    accountId: async () =>
      (
        await app.db
          .selectFrom('staff_accounts')
          .select('id')
          .where('employee_number', '=', person.employeeNumber)
          .executeTakeFirstOrThrow()
      ).id,
  };
  return steps;
}

/** How much each sample moved while `work` ran. */
export async function metricDeltas(
  app: FastifyInstance,
  samples: [string, Record<string, string>?][],
  work: () => Promise<void>,
): Promise<number[]> {
  const before = await scrape(app);
  await work();
  const after = await scrape(app);
  return samples.map(([name, labels]) => sample(after, name, labels) - sample(before, name, labels));
}

export const WRONG = 'not-the-password-at-all';
export { DEMO_STAFF_PASSWORD };

/** A metric sample of the staff sign-in checks (evaluated secrets), by check. */
export const checks = (check: string): [string, Record<string, string>] => [
  'waha_staff_signin_checks_total',
  { check },
];

/** How many responses had each status. */
export const statuses = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>(
    (acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }),
    {},
  );

/** A solved proof-of-work payload for a client address (the test app's captcha is cheap). */
export async function solvedCaptcha(app: FastifyInstance, ip: string): Promise<string> {
  const res = await app.inject({ url: '/api/captcha/challenge', remoteAddress: ip });
  const challenge = CaptchaChallengeSchema.parse(res.json());
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
